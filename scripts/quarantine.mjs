// Tests that CI may run a second time when they fail, each with why. Nothing else is retried: a
// test that fails once in CI fails the run. A quarantined test that fails twice fails it too.
// Keep this list short; a test lands here only with a reason that is about the machine, not the
// code, and leaves it when that reason is mended.
//
// `file` is the path from the repository root; `test` is the test's full name as vitest reports it
// (describe blocks and title joined by spaces), matched exactly.
/** @type {{ file: string, test: string, reason: string }[]} */
export const QUARANTINE = [];

/** The quarantine entry of a failed test, if any. */
export function quarantined(file, fullName) {
  return QUARANTINE.find((q) => q.file === file && q.test === fullName) ?? null;
}
