/**
 * Password hashing with argon2id (OWASP's recommended parameters: 19 MiB,
 * 2 iterations, 1 lane). Verification of an unknown account still runs a hash,
 * so "no such user" and "wrong password" take the same time.
 */
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Longest password accepted: checked before hashing so nobody can make us hash megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('framestock-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
