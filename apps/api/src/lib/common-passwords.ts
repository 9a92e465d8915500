import { createRequire } from 'node:module';

// The passwords people choose most, refused on sign-up, change, reset and an invitation's first
// password (issue "Trust, round three"; OWASP ASVS 5.0 V6.2.4 / NIST SP 800-63B §3.1.1.2: "check
// against a list of commonly-used, expected, or compromised passwords"). The list is zxcvbn-ts's
// `passwords-common` (49,233 entries ranked from real password leaks, MIT, @zxcvbn-ts/language-common),
// kept by that project rather than by us. A password of PASSWORD_MIN characters or more is compared
// lowercased and with its surrounding spaces trimmed, so "Password" and " 12345678 " are refused too.

let common: Set<string> | null = null;

/** Loaded on first use (≈18,000 entries of 8 characters or more kept): no cost at start-up. */
function list(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    common = new Set(dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.trim().toLowerCase());
}
