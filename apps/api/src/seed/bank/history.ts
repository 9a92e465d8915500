// A business's bank history for the bench's data: the movements of its accounts over the books'
// period, written set-based (unnest, like the invoices). Every paid invoice is a transfer on the day
// it was paid (or a share of them, when the history is shorter than the books), printed as banks print
// it (descriptions.ts); most are reconciled with their invoice, automatically or by hand. The rest of
// the movements are the unrelated ones statements carry (fees, taxes, salaries, own transfers); most of
// those the accountant records as an accounting record reconciled with the movement (bank fees,
// salaries, interest, cash), as the entries screen does: the record's lines are banco against the
// kind's account.
import type { Queryable } from '@portal/db';
import { movementSearchText } from '../../features/bank/movements.repository';
import { type Random, createRandom } from '../random';
import {
  UNRELATED,
  type UnrelatedRecord,
  anonymous,
  bankText,
  creditWithRut,
  debitWithRut,
  printedName,
  printedRut,
} from './descriptions';

export type BankHistoryOptions = {
  seed: number;
  /** Movements in all, over the accounts. */
  count: number;
  /** The accounts (ids of bm_accounts of the business) and the share of the movements each gets. */
  accounts: readonly { id: number; share: number }[];
  /** The history's days, YYYY-MM-DD. */
  start: string;
  end: string;
  /** At most this share of the movements are invoice payments; default 0.6. */
  paymentShare?: number;
  /** Share of the payments reconciled (the rest is left to the user); default 0.8. */
  reconciledShare?: number;
  /** Share of the unrelated movements of a kind with a record that have one; default 0.9. */
  recordedShare?: number;
};

type Draft = {
  account: number;
  date: string;
  amount: number;
  description: string;
  /** The invoice it is reconciled with, and whether the matching did it. */
  invoice: number | null;
  automatic: boolean;
  /** The accounting record reconciled with it. */
  record: UnrelatedRecord | null;
};

const BATCH = 10_000;

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function pickAccount(r: Random, accounts: BankHistoryOptions['accounts']): number {
  let x = r.next() * accounts.reduce((s, a) => s + a.share, 0);
  for (const a of accounts) {
    x -= a.share;
    if (x < 0) return a.id;
  }
  return accounts[0]!.id;
}

/**
 * Writes the history into the business's accounts (which must exist and hold no movements yet):
 * the movements, their reconciliations (bm_conciliations, settled), and the invoices' link to their
 * movement (bm_movement_id, conciliated). Paid invoices only: the open ones stay open.
 */
export async function writeBankHistory(
  db: Queryable,
  businessId: number,
  opts: BankHistoryOptions,
): Promise<{ movements: number; payments: number; reconciled: number; recorded: number }> {
  const r = createRandom(opts.seed);
  const { rows: paid } = await db.query<{
    id: string;
    direction: 'VENTA' | 'COMPRA';
    rut: string;
    name: string;
    amount: string;
    paid_on: string;
  }>(
    `SELECT id, direction, counterpart_rut AS rut, counterpart_name AS name, signed_total - credited_amount AS amount,
            (payed_at AT TIME ZONE 'America/Santiago')::date::text AS paid_on
       FROM invoices
      WHERE business_id = $1 AND payed AND payed_at IS NOT NULL AND signed_total - credited_amount > 0
        AND counterpart_rut <> '66666666-6'
      ORDER BY id`,
    [businessId],
  );
  const payShare = Math.min(1, (opts.count * (opts.paymentShare ?? 0.6)) / Math.max(1, paid.length));
  const reconciledShare = opts.reconciledShare ?? 0.8;
  const recordedShare = opts.recordedShare ?? 0.9;
  const drafts: Draft[] = [];
  for (const inv of paid) {
    if (!r.chance(payShare) || inv.paid_on < opts.start || inv.paid_on > opts.end) continue;
    const credit = inv.direction === 'VENTA';
    const amount = Number(inv.amount);
    const description = r.chance(0.92)
      ? (credit ? creditWithRut : debitWithRut)(r, printedRut(r, inv.rut), printedName(r, inv.name))
      : anonymous(r, credit);
    const reconciled = r.chance(reconciledShare);
    drafts.push({
      account: pickAccount(r, opts.accounts),
      date: inv.paid_on,
      amount: credit ? amount : -amount,
      description,
      invoice: reconciled ? Number(inv.id) : null,
      automatic: reconciled && r.chance(0.7),
      record: null,
    });
  }
  const payments = drafts.length;
  const days = Math.max(0, Math.round((Date.parse(opts.end) - Date.parse(opts.start)) / 86_400_000));
  const weights = UNRELATED.reduce((s, u) => s + u.weight, 0);
  while (drafts.length < opts.count) {
    let x = r.next() * weights;
    let kind = UNRELATED[0]!;
    for (const u of UNRELATED) {
      kind = u;
      x -= u.weight;
      if (x < 0) break;
    }
    const amount = kind.amount(r);
    drafts.push({
      account: pickAccount(r, opts.accounts),
      date: addDays(opts.start, r.int(0, days)),
      amount: kind.credit ? amount : -amount,
      description: bankText(kind.text(r)),
      invoice: null,
      automatic: false,
      record: kind.record && r.chance(recordedShare) ? kind.record : null,
    });
  }
  drafts.length = Math.min(drafts.length, opts.count);
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const balance = new Map(opts.accounts.map((a) => [a.id, r.int(5, 80) * 1_000_000]));
  const refs = drafts.map((d, i) => `H${d.date.replaceAll('-', '')}${String(i + 1).padStart(7, '0')}`);
  let recorded = 0;
  for (let start = 0; start < drafts.length; start += BATCH) {
    const part = drafts.slice(start, start + BATCH);
    const balances = part.map((d) => {
      const b = balance.get(d.account)! + d.amount;
      balance.set(d.account, b);
      return b;
    });
    await db.query(
      `INSERT INTO bm_movements (business_id, bm_account_id, bank_ref, post_date, amount, description, balance,
                                 conciliated, conciliated_amount, search_text)
       SELECT $1, u.account, u.ref, u.day::date, u.amount, u.descr, u.balance, u.done,
              CASE WHEN u.done THEN abs(u.amount) ELSE 0 END, u.search
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::bigint[], $8::boolean[], $9::text[])
              AS u(account, ref, day, amount, descr, balance, done, search)`,
      [
        businessId,
        part.map((d) => d.account),
        refs.slice(start, start + BATCH),
        part.map((d) => d.date),
        part.map((d) => d.amount),
        part.map((d) => d.description),
        balances,
        part.map((d) => d.invoice !== null || d.record !== null),
        part.map((d) =>
          movementSearchText({ description: d.description, counterpartyName: null, reference: null }),
        ),
      ],
    );
    const withRefs = part.map((d, i) => ({ d, ref: refs[start + i]! }));
    recorded += await writeRecords(
      db,
      businessId,
      withRefs.filter((x) => x.d.record !== null),
    );
    const linked = withRefs.filter((x) => x.d.invoice !== null);
    if (linked.length === 0) continue;
    await db.query(
      `INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount, automatic,
                                     confidence, settled)
       SELECT $1, m.id, 'Invoice', u.invoice, abs(m.amount), u.auto, CASE WHEN u.auto THEN 0.95 END, true
         FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::boolean[]) AS u(account, ref, invoice, auto)
         JOIN bm_movements m ON m.bm_account_id = u.account AND m.bank_ref = u.ref`,
      [
        businessId,
        linked.map((x) => x.d.account),
        linked.map((x) => x.ref),
        linked.map((x) => x.d.invoice),
        linked.map((x) => x.d.automatic),
      ],
    );
  }
  const { rows } = await db.query<{ n: number }>(
    `WITH linked AS (
       UPDATE invoices i SET bm_movement_id = c.bm_movement_id, conciliated = true
         FROM bm_conciliations c
        WHERE c.business_id = $1 AND c.conciliation_type = 'Invoice' AND i.business_id = $1 AND i.id = c.conciliation_id
       RETURNING 1)
     SELECT count(*)::int AS n FROM linked`,
    [businessId],
  );
  return { movements: drafts.length, payments, reconciled: rows[0]!.n, recorded };
}

/**
 * The accounting records of movements (journal_entries with bm_movement_id, two journal lines:
 * banco and the kind's account) and their reconciliations (type Entry, settled), in one statement.
 */
async function writeRecords(
  db: Queryable,
  businessId: number,
  recorded: readonly { d: Draft; ref: string }[],
): Promise<number> {
  if (recorded.length === 0) return 0;
  const { rowCount } = await db.query(
    `WITH m AS (
       SELECT m.id, m.post_date, m.amount, u.name, u.template, a.id AS account_id, bank.id AS bank_id
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[])
              AS u(account, ref, account_number, template, name)
         JOIN bm_movements m ON m.bm_account_id = u.account AND m.bank_ref = u.ref
         JOIN accounts a ON a.business_id = $1 AND a.account_number = u.account_number
         JOIN accounts bank ON bank.business_id = $1 AND bank.role = 'banco'
     ), e AS (
       INSERT INTO journal_entries (business_id, entry_date, name, type_entry, template_id, bm_movement_id)
       SELECT $1, m.post_date, m.name, CASE WHEN m.amount > 0 THEN 'income' ELSE 'expense' END, m.template, m.id
         FROM m ORDER BY m.id
       RETURNING id, bm_movement_id
     ), lines AS (
       INSERT INTO journal_lines (business_id, source_type, source_id, line_no, line_date, account_id, debit, credit)
       SELECT $1, 'entry', e.id, l.no, m.post_date, l.account_id, greatest(l.amount, 0), greatest(-l.amount, 0)
         FROM e JOIN m ON m.id = e.bm_movement_id
        CROSS JOIN LATERAL (VALUES (1, m.account_id, -m.amount), (2, m.bank_id, m.amount)) l(no, account_id, amount)
     )
     INSERT INTO bm_conciliations (business_id, bm_movement_id, conciliation_type, conciliation_id, amount, automatic,
                                   confidence, settled)
     SELECT $1, e.bm_movement_id, 'Entry', e.id, abs(m.amount), false, NULL, true
       FROM e JOIN m ON m.id = e.bm_movement_id`,
    [
      businessId,
      recorded.map((x) => x.d.account),
      recorded.map((x) => x.ref),
      recorded.map((x) => x.d.record!.account),
      recorded.map((x) => x.d.record!.template),
      recorded.map((x) => x.d.record!.name),
    ],
  );
  return rowCount ?? 0;
}
