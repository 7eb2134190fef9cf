import { isApiError } from '@podkit/sdk-core';

/**
 * Why a page's content did not load: 'missing' when the server answered that it does not exist
 * (a business error or HTTP 404), 'unreachable' when no usable answer came back.
 */
export function loadFailure(error: unknown): 'missing' | 'unreachable' {
  if (isApiError(error) && (error.kind === 'business' || error.status === 404)) return 'missing';
  return 'unreachable';
}
