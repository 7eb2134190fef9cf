import { ApiError } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { failureEndsSession } from './session.js';

const failure = (kind: ApiError['kind'], status: number) =>
  new ApiError({ kind, status, status_code: null, msg: '' });

describe('a failed workbench load', () => {
  it('ends the session when the server answered with a refusal or an error', () => {
    expect(failureEndsSession(failure('unauthorized', 401))).toBe(true);
    expect(failureEndsSession(failure('forbidden', 403))).toBe(true);
    expect(failureEndsSession(failure('network', 502))).toBe(true);
    expect(
      failureEndsSession(
        new ApiError({ kind: 'business', status: 200, status_code: 500, msg: '' }),
      ),
    ).toBe(true);
  });

  it('keeps the session when no answer came: a cancelled request or no network', () => {
    expect(failureEndsSession(failure('network', 0))).toBe(false);
    expect(failureEndsSession(failure('aborted', 0))).toBe(false);
  });
});
