import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with each hash so they can be raised later without a migration. */
const defaults = { N: 16_384, r: 8, p: 1, keyLength: 64, saltLength: 16 };

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptCost,
): Promise<Buffer> {
  // scrypt needs about 128·N·r·p bytes; allow twice that so raised parameters keep working.
  const maxmem = 256 * N * r * p;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = defaults;
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length === 0) return false;
  try {
    const actual = await scryptAsync(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters scrypt refuses (e.g. N not a power of 2): not a hash we wrote
  }
}

/**
 * A hash of nothing in particular: checking a password against it costs as much as a real check,
 * so an unknown user name answers as slowly as a wrong password does.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
