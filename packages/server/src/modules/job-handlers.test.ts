import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { jobHandlers } from './index.js';
import { composeJobHandlers } from './jobs/index.js';

/**
 * Each module registers its own job handlers (`jobHandlers` in its index.ts) and the modules list
 * composes them. This test reads the sources for every kind a module enqueues, so a new kind queued
 * without its module registering a handler fails here, not as a job that no worker ever claims.
 */
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = sourceFiles(srcDir).map((file) => ({
  where: path.relative(srcDir, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** `export const X_JOB = 'kind'` across the server: a job kind's name and its queue value. */
const kindConstants = new Map(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/export const (\w+_JOB)\s*=\s*'([^']+)'/g)].map(
      (match) => [match[1]!, match[2]!] as const,
    ),
  ),
);

/** The kinds passed to `enqueueJob(db, kind, …)`; a kind passed through a variable is the `_JOB`
 * constants its file names (the exports module hands `job: ORDER_EXPORT_JOB` to its starter). */
function enqueuedKinds(): { kinds: Map<string, string>; unknown: string[] } {
  const kinds = new Map<string, string>();
  const unknown: string[] = [];
  for (const { where, text } of sources) {
    if (where === path.join('modules', 'jobs', 'queue.ts')) continue;
    for (const match of text.matchAll(/enqueueJob\(\s*\w+,\s*([\w.']+)/g)) {
      const argument = match[1]!;
      const line = `${where}:${text.slice(0, match.index).split('\n').length}`;
      if (argument.startsWith("'")) kinds.set(argument.slice(1, -1), line);
      else if (kindConstants.has(argument)) kinds.set(kindConstants.get(argument)!, line);
      else {
        const named = [...text.matchAll(/\b(\w+_JOB)\b/g)].map((found) => found[1]!);
        const known = named.filter((name) => kindConstants.has(name));
        if (known.length === 0) unknown.push(`${line} ${argument}`);
        for (const name of known) kinds.set(kindConstants.get(name)!, line);
      }
    }
  }
  return { kinds, unknown };
}

const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'podkit-job-handlers-test') });

describe('job handlers registered by their modules', () => {
  it('has a handler for every kind enqueued anywhere in the server', () => {
    const { kinds, unknown } = enqueuedKinds();
    expect(unknown, 'enqueueJob calls whose kind this test cannot tell').toEqual([]);
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    const handlers = jobHandlers({ config });
    const missing = [...kinds].filter(([kind]) => !handlers[kind]).map(([k, at]) => `${k} (${at})`);
    expect(missing, 'kinds queued that no module registers a handler for').toEqual([]);
  });

  it('has a handler for every job kind constant a module declares', () => {
    const handlers = jobHandlers({ config });
    const unhandled = [...kindConstants].filter(([, kind]) => !handlers[kind]);
    expect(unhandled).toEqual([]);
  });

  it('refuses a kind that two modules register', () => {
    const handler = async () => null;
    const twice = [
      { jobHandlers: () => ({ 'a.b': handler }) },
      { jobHandlers: () => ({ 'a.b': handler }) },
    ];
    expect(() => composeJobHandlers(twice, { config })).toThrow(
      'job kind a.b is registered by two modules',
    );
  });
});
