import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). 2 = Algorithm.Argon2id. */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword({ hash: hashed, password }: { hash: string; password: string }) {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
