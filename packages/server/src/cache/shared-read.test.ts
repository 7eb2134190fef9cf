import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read.js';

/** A read whose answers the test hands out one by one; it counts the reads begun. */
function controlledRead() {
  const pending: Array<(value: number) => void> = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      begun += 1;
      pending.push(resolve);
    });
  return { read, pending, begun: () => begun };
}

describe('sharedRead', () => {
  it('answers a call with a read begun after it, sharing that read with the calls beside it', async () => {
    const source = controlledRead();
    const current = sharedRead(source.read);
    const first = current();
    expect(source.begun()).toBe(1);
    // Asked while the first read is on its way: they must not get its answer.
    const second = current();
    const third = current();
    expect(source.begun()).toBe(1);
    source.pending[0]!(10);
    expect(await first).toBe(10);
    await Promise.resolve();
    expect(source.begun()).toBe(2);
    source.pending[1]!(20);
    expect(await second).toBe(20);
    expect(await third).toBe(20);
    // Nothing waiting: the next call begins a read of its own at once.
    const fourth = current();
    expect(source.begun()).toBe(3);
    source.pending[2]!(30);
    expect(await fourth).toBe(30);
  });

  it('hands a failed read to its callers only, and reads again for the next', async () => {
    let reads = 0;
    const current = sharedRead(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return reads;
    });
    const failed = current();
    const later = current();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await later).toBe(2);
    expect(await current()).toBe(3);
  });
});
