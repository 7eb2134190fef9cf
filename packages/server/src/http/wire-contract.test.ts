import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The wire contract is one source: a route's answer is a schema declared with `wireSchema<T>()`,
 * which compiles only when it matches sdk-core's type `T` (see wire-schema.ts). This test finds an
 * answer that is not (an inline `Type.Object` or a plain schema inside `envelopeOf`), so a route
 * cannot answer a shape sdk-core does not declare.
 */
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function uncheckedAnswers(): Map<string, string[]> {
  const files = sourceFiles(modulesDir).map((file) => ({
    file,
    text: fs.readFileSync(file, 'utf8'),
  }));
  const wired = new Set(
    files.flatMap(({ text }) =>
      [...text.matchAll(/const (\w+)\s*=\s*wireSchema</g)].map((match) => match[1]!),
    ),
  );
  const found = new Map<string, string[]>();
  for (const { file, text } of files) {
    const module = path.relative(modulesDir, file).split(path.sep)[0]!;
    for (const match of text.matchAll(
      /envelopeOf\(\s*(?:paginatorOf\(|Type\.Array\()?\s*([\w.]+)/g,
    )) {
      const name = match[1]!;
      if (name === 'Type.Null' || wired.has(name)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      const where = `${path.relative(modulesDir, file)}:${line} ${name}`;
      found.set(module, [...(found.get(module) ?? []), where]);
    }
  }
  return found;
}

describe('the wire contract', () => {
  it('has every route answer checked against an sdk-core type', () => {
    const unchecked = [...uncheckedAnswers().values()].flat();
    expect(unchecked, 'answers without wireSchema<sdk-core type>').toEqual([]);
  });
});
