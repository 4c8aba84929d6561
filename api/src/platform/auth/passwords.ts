import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum profile).
 * 2 is Algorithm.Argon2id: the package declares it as an ambient const enum, which isolated
 * modules cannot read.
 */
const options = { algorithm: 2 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** A malformed stored hash counts as a wrong password, never as a server error. */
export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown user we still run one verification against a throwaway hash, so that the answer
 * takes as long as for a known user with a wrong password and timing does not reveal who exists.
 */
export const burnVerificationTime = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
};
