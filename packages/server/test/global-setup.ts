import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templateDirPrefix, templateNamePrefix } from './support/template-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's database templates (test/support/database-templates.ts). */
    databaseTemplateRun: string;
  }
}

/** Gives the run a name for its database templates, and removes them when the run ends. */
export default function setup(project: TestProject): () => Promise<void> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('databaseTemplateRun', run);
  return async () => {
    const dirPrefix = templateDirPrefix(run);
    for (const entry of fs.readdirSync(path.dirname(dirPrefix))) {
      const full = path.join(path.dirname(dirPrefix), entry);
      if (full.startsWith(dirPrefix)) fs.rmSync(full, { recursive: true, force: true });
    }
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [templateNamePrefix(run)],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
