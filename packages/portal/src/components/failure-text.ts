import { isApiError } from '@podkit/sdk-core';

/** The Chinese text of a failed call, for showing in place of what did not load. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback;
}
