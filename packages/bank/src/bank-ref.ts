import { createHash } from 'node:crypto';
import type { StatementEntry } from './types';

/** Entry fields before the fallback reference is known. */
export type EntryDraft = Omit<StatementEntry, 'bankRef'> & { bankRef: string | null };

/**
 * Gives every entry without a bank id a stable one: 'h:' + sha256 of
 * bookingDate|amount|description|runningBalance. The n-th repeat (n ≥ 1) of the same tuple in one
 * file appends '|n' before hashing, so two identical coffees on one day stay two entries, and
 * importing the same file twice gives the same references (the import can then skip duplicates).
 */
export class BankRefAssigner {
  private readonly seen = new Map<string, number>();

  assign(draft: EntryDraft): StatementEntry {
    if (draft.bankRef !== null && draft.bankRef !== '') return draft as StatementEntry;
    const tuple = `${draft.bookingDate}|${draft.amount}|${draft.description}|${draft.runningBalance ?? ''}`;
    const n = this.seen.get(tuple) ?? 0;
    this.seen.set(tuple, n + 1);
    const hashed = n === 0 ? tuple : `${tuple}|${n}`;
    // The draft becomes the entry (no copy: a 100,000-entry file should not allocate twice).
    draft.bankRef = `h:${createHash('sha256').update(hashed).digest('hex')}`;
    return draft as StatementEntry;
  }
}
