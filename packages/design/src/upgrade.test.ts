import { describe, expect, it } from 'vitest';
import { documentWith } from '../test/fixtures';
import { runUpgrades, upgradeDocument } from './upgrade';

describe('upgradeDocument', () => {
  it('accepts a version 1 document as it is', () => {
    const document = documentWith();
    expect(upgradeDocument(document)).toEqual({ ok: true, document });
  });

  it('refuses a newer version clearly instead of guessing', () => {
    expect(upgradeDocument({ ...documentWith(), schemaVersion: 2 })).toEqual({
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: '设计文档版本 2 比当前支持的版本 1 新，请刷新页面后重试',
        },
      ],
    });
  });

  it.each([[undefined], [-1], [1.5], ['1']])('refuses schemaVersion %j', (schemaVersion) => {
    expect(upgradeDocument({ ...documentWith(), schemaVersion })).toEqual({
      ok: false,
      errors: [{ path: 'schemaVersion', message: '设计文档缺少有效的版本号 schemaVersion' }],
    });
  });

  it('refuses an old version that has no upgrade step', () => {
    expect(upgradeDocument({ ...documentWith(), schemaVersion: 0 })).toEqual({
      ok: false,
      errors: [{ path: 'schemaVersion', message: '不支持的设计文档版本 0，无法升级' }],
    });
  });

  it('refuses input that is not an object', () => {
    expect(upgradeDocument([documentWith()])).toEqual({
      ok: false,
      errors: [{ path: '', message: '设计文档必须是 JSON 对象' }],
    });
  });

  it('validates after upgrading', () => {
    const result = upgradeDocument({ ...documentWith(), views: [] });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'views', message: '设计文档至少需要一个视图' }],
    });
  });
});

describe('the upgrade pipeline', () => {
  // A made-up version 0 that named the views "sides", to exercise the pipeline itself.
  const steps = {
    0: ({ sides, ...rest }: Record<string, unknown>) => ({ ...rest, views: sides }),
  };

  it('runs each step from the stored version up to the current one', () => {
    const { views, ...current } = documentWith();
    const result = runUpgrades({ ...current, schemaVersion: 0, sides: views }, steps, 1);
    expect(result).toEqual({ ok: true, document: documentWith() });
  });

  it('refuses a version no step upgrades from', () => {
    const result = runUpgrades({ ...documentWith(), schemaVersion: 1 }, {}, 3);
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'schemaVersion', message: '不支持的设计文档版本 1，无法升级' }],
    });
  });
});
