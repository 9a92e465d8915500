import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

// At most this many hashes at once: a burst of sign-ins queues instead of exhausting memory.
const MAX_CONCURRENT = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password, OPTIONS));

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  limited(() => verify(stored, password).catch(() => false));

// Verified against when the email is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | null = null;
export const dummyVerify = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('portal-cliente-dummy-password');
  await verifyPassword(await dummyHash, password);
};
