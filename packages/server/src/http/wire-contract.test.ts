import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The wire contract is one source: a route's answer is a schema declared with `wireSchema<T>()`,
 * which compiles only when it matches sdk-core's type `T` (see wire-schema.ts). This test finds an
 * answer that is not (an inline `Type.Object` or a plain schema inside `envelopeOf`), so a route
 * cannot answer a shape sdk-core does not declare. Request bodies and query strings likewise: one
 * declared with `requestSchema<T>()` compiles only against sdk-core's request type `T`, and this
 * test finds a body or query string declared any other way.
 */
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = () =>
  sourceFiles(modulesDir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

function uncheckedAnswers(): Map<string, string[]> {
  const files = sources();
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

/** The `{ … }` that opens at `start`, by brace depth (route schemas hold no braces in strings). */
function block(text: string, start: number): string {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return text.slice(start, at + 1);
  }
  return text.slice(start);
}

/**
 * Per module, the route bodies (`schema: { body: … }`) or query strings (`querystring: …`) not
 * declared with `requestSchema<T>()`.
 */
function uncheckedRequests(part: 'body' | 'querystring'): Record<string, string[]> {
  const files = sources();
  const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0]!;
  // By module and name: two modules may each have an `UpdateBody` of their own.
  const checked = new Set(
    files.flatMap(({ file, text }) =>
      [...text.matchAll(/const (\w+)\s*=\s*requestSchema</g)].map(
        (match) => `${moduleOf(file)}/${match[1]!}`,
      ),
    ),
  );
  const found: Record<string, string[]> = {};
  for (const { file, text } of files) {
    const module = moduleOf(file);
    for (const match of text.matchAll(/\bschema:\s*\{/g)) {
      const schema = block(text, match.index + match[0].length - 1);
      // The route's own body key: at the schema object's first level, not a field named `body`.
      let depth = 0;
      for (let at = 0; at < schema.length; at++) {
        const char = schema[at]!;
        if ('{[('.includes(char)) depth++;
        else if ('}])'.includes(char)) depth--;
        const key = depth === 1 && new RegExp(`^\\b${part}:\\s*([\\w.]+)`).exec(schema.slice(at));
        if (!key || /\w/.test(schema[at - 1] ?? '')) continue;
        if (checked.has(`${module}/${key[1]!}`)) continue;
        const line = text.slice(0, match.index + at).split('\n').length;
        (found[module] ??= []).push(`${path.relative(modulesDir, file)}:${line} ${key[1]}`);
      }
    }
  }
  return found;
}

describe('the wire contract', () => {
  it('has every route body checked against an sdk-core request type', () => {
    const unchecked = Object.values(uncheckedRequests('body')).flat();
    expect(unchecked, 'bodies without requestSchema<sdk-core type>').toEqual([]);
  });

  it('has every route query string checked against an sdk-core request type', () => {
    const unchecked = Object.values(uncheckedRequests('querystring')).flat();
    expect(unchecked, 'query strings without requestSchema<sdk-core type>').toEqual([]);
  });

  it('has every route answer checked against an sdk-core type', () => {
    const unchecked = [...uncheckedAnswers().values()].flat();
    expect(unchecked, 'answers without wireSchema<sdk-core type>').toEqual([]);
  });
});
