import os from 'node:os';
import path from 'node:path';

/** Names of what one run's database templates leave behind (its global teardown removes them). */
export const templateNamePrefix = (run: string): string => `podkit_tpl_${run}_`;

export const templateDirPrefix = (run: string): string =>
  path.join(os.tmpdir(), `podkit-tpl-${run}-`);
