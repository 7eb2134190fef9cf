import { isUniqueViolation } from './unique-violation.js';

/**
 * Runs a keyed write once: what is already stored under the key answers as a replay, and so does
 * what a racing writer stored first (the write's unique-key violation). `write` must run in its
 * own transaction or savepoint, so that a violation leaves the caller's transaction usable.
 */
export async function onceByKey<T>(
  find: () => Promise<T | undefined>,
  write: () => Promise<T>,
): Promise<{ entry: T; replayed: boolean }> {
  const earlier = await find();
  if (earlier) return { entry: earlier, replayed: true };
  try {
    return { entry: await write(), replayed: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await find();
      if (raced) return { entry: raced, replayed: true };
    }
    throw error;
  }
}
