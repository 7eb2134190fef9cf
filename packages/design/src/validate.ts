import { documentSchema, issuesToErrors, parseWith } from './schema';
import type { ValidationResult } from './types';

/** Check that `input` is a current-version design document; every problem comes back in Chinese. */
export function validateDocument(input: unknown): ValidationResult {
  const result = parseWith(documentSchema, input);
  if (result.success) return { ok: true, document: result.data };
  return { ok: false, errors: issuesToErrors(result.error.issues) };
}
