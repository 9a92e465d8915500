import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

// At most this many hashes at once: a burst of sign-ins queues instead of exhausting memory
// (19 MiB each). p-limit counts a task as running from the moment it is admitted, so requests
// arriving in the same tick cannot all slip past the limit.
export const MAX_CONCURRENT_HASHES = 4;
const limit = pLimit(MAX_CONCURRENT_HASHES);
// Every other password check (delete the account, change or reset the password) goes through its
// own narrower limiter before the shared one, so it never holds more than 2 of the 4 slots: a flood
// of account checks cannot queue in front of sign-ins, which keep at least 2 slots to themselves.
export const MAX_ACCOUNT_HASHES = 2;
const accountLimit = pLimit(MAX_ACCOUNT_HASHES);

/** The limiter every argon2 call goes through; exported so a test can watch it under a burst. */
export const hashSlots = {
  get running(): number {
    return limit.activeCount;
  },
  get waiting(): number {
    return limit.pendingCount;
  },
};

export const hashPassword = (password: string): Promise<string> =>
  accountLimit(() => limit(() => hash(password, OPTIONS)));

const check = (stored: string, password: string) => verify(stored, password).catch(() => false);

/** A password check outside sign-in (at most MAX_ACCOUNT_HASHES at once). */
export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  accountLimit(() => limit(() => check(stored, password)));

/** Sign-in's password check: straight into the shared limiter, where it finds room kept for it. */
export const verifySignIn = (stored: string, password: string): Promise<boolean> =>
  limit(() => check(stored, password));

// Verified against when the email is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | null = null;
export const dummyVerify = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('portal-cliente-dummy-password');
  await verifySignIn(await dummyHash, password);
};
