import { CURRENT_SCHEMA_VERSION } from './types';
import type { ValidationResult } from './types';
import { validateDocument } from './validate';

/** Turns a document of version n into one of version n + 1. */
export type UpgradeStep = (older: Record<string, unknown>) => Record<string, unknown>;

/** Keyed by the version a step upgrades from. Version 1 is the first, so none exist yet. */
const UPGRADE_STEPS: Readonly<Record<number, UpgradeStep>> = {};

/**
 * Bring a stored document of any known version up to the current one and validate it.
 * A document newer than this code (saved by a later release) is refused, never guessed at.
 */
export function upgradeDocument(input: unknown): ValidationResult {
  return runUpgrades(input, UPGRADE_STEPS, CURRENT_SCHEMA_VERSION);
}

export function runUpgrades(
  input: unknown,
  steps: Readonly<Record<number, UpgradeStep>>,
  currentVersion: number,
): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refuse('', '设计文档必须是 JSON 对象');
  }
  let document = input as Record<string, unknown>;
  const version = document.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return refuse('schemaVersion', '设计文档缺少有效的版本号 schemaVersion');
  }
  if (version > currentVersion) {
    return refuse(
      'schemaVersion',
      `设计文档版本 ${version} 比当前支持的版本 ${currentVersion} 新，请刷新页面后重试`,
    );
  }
  for (let from = version; from < currentVersion; from += 1) {
    const step = steps[from];
    if (!step) return refuse('schemaVersion', `不支持的设计文档版本 ${from}，无法升级`);
    document = { ...step(document), schemaVersion: from + 1 };
  }
  return validateDocument(document);
}

function refuse(path: string, message: string): ValidationResult {
  return { ok: false, errors: [{ path, message }] };
}
