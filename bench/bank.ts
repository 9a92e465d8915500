// Bank statements: what `--skip bank` skips.
//
// 1. Parse throughput (no database): measureParseThroughput of @portal/bank, one generated statement
//    written as OFX 2, camt.053.001.08 and a Banco de Chile CSV; the slowest format is the figure.
// 2. The movements list (in process, like the other list cases): the largest business's default view
//    and filtered views over its bank history (bench/data.ts: 500,000 movements at the large scale).
// 3. The import (the real server over HTTP): a labelled statement generated from the largest
//    business's own open invoices (generateLabelledMovements: truncated names, RUTs with and without
//    dots, batch transfers, partial payments, fees, unrelated movements), written as camt.053 with
//    the project's writer, uploaded into a fresh account; the time is the whole request (upload,
//    parse, insert, matching against every open invoice, reconciliations).
// 4. Its quality, read from the database after the server stops: what the import reconciled on its
//    own against the labels (importQuality): matchable, automatic, recall, precision, top 3.
import { writeCamt053 } from '@portal/bank';
import { type ThroughputResult, measureParseThroughput } from '@portal/bank/testing';
import { type Db, type Queryable, openPg, openPglite } from '@portal/db';
import { addDays } from '@portal/domain';
import {
  type LabelledStatement,
  type ReconciliationQuality,
  importQuality,
  labelledStatement,
  openDocumentsOf,
} from '@portal/api/seed';
import type { Case, Headers } from './api';
import type { BenchMeta, Dataset, Scale } from './data';

const BANK = '/api/v1/client/bm_movements';

/** The movements list as the screen asks for it: the default view and the filters a user sets. */
export function bankCases(meta: BenchMeta): Case[] {
  const q = (filters: Record<string, string | number>) =>
    `${BANK}?${Object.entries(filters)
      .map(([k, v]) => `${encodeURIComponent(`search_by[${k}]`)}=${encodeURIComponent(String(v))}`)
      .join('&')}`;
  return [
    { name: 'bank movements, default view', group: 'default', url: BANK },
    {
      name: 'bank movements, unreconciled income',
      group: 'filter',
      url: q({ type_conciliated: 'unconciliated', type_amount: 'income' }),
    },
    {
      name: 'bank movements, one account, last 90 days',
      group: 'filter',
      url: q({ bm_account_id: meta.bank.accounts[0], post_date_since: 90 }),
    },
  ];
}

export type ParseFigures = {
  entries: number;
  formats: ThroughputResult[];
  /** The slowest format's entries per second: the budgeted figure. */
  slowest: ThroughputResult;
  load: number;
};

export function measureParse(entries: number, load: () => number): ParseFigures {
  const formats = measureParseThroughput(entries);
  const slowest = formats.reduce((a, b) => (b.entriesPerSecond < a.entriesPerSecond ? b : a));
  return { entries, formats, slowest, load: load() };
}

export type PreparedImport = {
  statement: LabelledStatement;
  file: { name: string; bytes: Buffer };
  /** Open invoices of the business the statement was generated from (and is matched against). */
  openDocuments: number;
  start: string;
  end: string;
};

const ACCOUNT_NUMBER = '8009876543';

/**
 * The labelled statement over the business's open invoices, read before the server starts (PGlite
 * has one owner): the 180 days before the data's anchor, written as camt.053.
 */
export async function prepareBankImport(
  db: Queryable,
  meta: BenchMeta,
  scale: Scale,
): Promise<PreparedImport> {
  const documents = await openDocumentsOf(db, meta.listBusinessId);
  const end = addDays(meta.anchor, -1);
  const start = addDays(meta.anchor, -180);
  const statement = labelledStatement(documents, {
    seed: 1313,
    count: scale.bankImport,
    start,
    end,
    accountNumber: ACCOUNT_NUMBER,
  });
  const bytes = Buffer.from(writeCamt053([statement.account], { version: '001.08' }));
  return { statement, file: { name: 'cartola.xml', bytes }, openDocuments: documents.length, start, end };
}

export type ImportFigures = {
  movements: number;
  bytes: number;
  openDocuments: number;
  seconds: number;
  new: number;
  autoConciliated: number;
  suggested: number;
  accountId: number;
  load: number;
};

async function post(base: string, path: string, headers: Headers, body: string | FormData, json = false) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
    body,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as Record<string, unknown> };
}

/** A fresh account of the business, then the statement into it: one timed request. */
export async function importBank(
  base: string,
  headers: Headers,
  prepared: PreparedImport,
  load: () => number,
): Promise<ImportFigures> {
  const created = await post(
    base,
    '/api/v1/client/bm_accounts',
    headers,
    JSON.stringify({
      bm_account: {
        bank_code: '037',
        number: ACCOUNT_NUMBER,
        account_type: 'checking_account',
        name: 'Bench',
      },
    }),
    true,
  );
  const accountId = (created.body.bm_account as { id: number }).id;
  const form = new FormData();
  form.append('files', new Blob([prepared.file.bytes]), prepared.file.name);
  const res = await post(base, `/api/v1/client/bm_accounts/${accountId}/statements`, headers, form);
  const [r] = res.body.imports as { new: number; auto_conciliated: number; suggested: number }[];
  return {
    movements: prepared.statement.account.entries.length,
    bytes: prepared.file.bytes.length,
    openDocuments: prepared.openDocuments,
    seconds: res.ms / 1000,
    new: r.new,
    autoConciliated: r.auto_conciliated,
    suggested: r.suggested,
    accountId,
    load: load(),
  };
}

/** The import's reconciliations against the labels, read once the server has stopped. */
export async function measureBankQuality(
  data: Dataset,
  accountId: number,
  prepared: PreparedImport,
): Promise<ReconciliationQuality> {
  const db: Db =
    data.backend === 'pg'
      ? await openPg({ connectionString: data.location, max: 1 })
      : await openPglite(data.location);
  try {
    return await importQuality(db, data.meta.listBusinessId, accountId, prepared.statement.labels);
  } finally {
    await db.close();
  }
}
