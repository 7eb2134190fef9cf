import type { RechargeRecord } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { returnOutcome } from './use-alipay-return.js';

const record = (status: RechargeRecord['status']) => ({ status }) as RechargeRecord;

describe('the Alipay return', () => {
  it('is paid once the notification credited the recharge', () => {
    expect(returnOutcome(record('paid'), 1000)).toBe('paid');
  });

  it('fails for a recharge this account does not have, or one closed or refused', () => {
    expect(returnOutcome(undefined, 0)).toBe('failed');
    expect(returnOutcome(record('closed'), 0)).toBe('failed');
    expect(returnOutcome(record('rejected'), 0)).toBe('failed');
  });

  it('waits two minutes for the notification, then says the payment is unconfirmed', () => {
    expect(returnOutcome(record('pending'), 119_000)).toBe('waiting');
    expect(returnOutcome(record('pending'), 120_000)).toBe('unconfirmed');
  });
});
