import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19 MiB, t=2 (OWASP): about 20 ms a hash here. */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Spent on unknown accounts so that they take as long as a wrong password. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('unknown-account-dummy');
  await verifyPassword(await dummy, password);
}
