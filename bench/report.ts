// The run's figures against bench/budgets.json: one table (console and Markdown), the verdicts,
// and the JSON written to bench/results/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountingTarget, JournalOverhead } from './accounting';
import type { F29Target } from './f29-proposal';
import type { PayrollFigures } from './payroll';
import type { CaseGroup, CaseResult, Overhead } from './api';
import type { ImportFigures, ParseFigures } from './bank';
import type { BrowserResult } from './browser';
import { type Backend, ROOT, type ScaleName } from './data';
import type { HostileResult, IsolationResult } from './isolation';
import type { ExportResult, LoadResult } from './server';
import type { Latency, Machine } from './stats';
import type { ReconciliationQuality } from '@portal/api/seed';

export type Budgets = Record<string, number>;
export type BudgetFile = { pgliteFactor: number; scales: Record<ScaleName, Budgets> };

export function readBudgets(): BudgetFile {
  return JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as BudgetFile;
}

/** Throughputs and match quality: more is better; everything else (times, sizes, shifts): less is better. */
export const higherIsBetter = (key: string) => /rps|per_s|recall|precision/.test(key);

export type ImportRun = { rows: number; seconds: number; rate: number; load: number };
export type ImportResult = { runs: ImportRun[]; median: number; best: number; allOrNothing: boolean };

export type BackendResults = {
  data: { built: boolean; buildSeconds: number; invoices: number; anchor: string };
  api: (CaseResult & { load: number })[];
  http: { name: string; latency: Latency; load: number }[];
  overhead?: Overhead & { load: number };
  load?: LoadResult & { load: number };
  csv?: ExportResult & { load: number };
  imports?: { rcv: ImportResult; dte: ImportResult };
  isolation?: IsolationResult & { fileMb: number; load: number };
  hostile?: HostileResult & { load: number };
  serverPeakRssMb?: number;
  serverIdleRssMb?: number;
  bank?: {
    list: (CaseResult & { load: number })[];
    http: { name: string; latency: Latency; load: number }[];
    import?: ImportFigures;
    quality?: ReconciliationQuality & { load: number };
  };
  accounting?: {
    target: AccountingTarget;
    list: (CaseResult & { load: number })[];
    /** Measured last, after the server's runs. */
    overhead?: JournalOverhead & { load: number };
  };
  /** The F29 proposal (bench/f29-proposal.ts). */
  f29?: { target: F29Target; list: (CaseResult & { load: number })[] };
  /** Payroll (bench/payroll.ts): the months' computation, then the lists and files. */
  payroll?: PayrollFigures & { load: number; list: (CaseResult & { load: number })[] };
};

export type WebResults = BrowserResult & { backend: Backend; load: number };

export type Results = {
  scale: ScaleName;
  date: string;
  command: string;
  seconds: number;
  machine: Machine;
  loadStart: number;
  loadEnd: number;
  /** How long the run waited for a quiet machine, and the busy share (0–1) it started at. */
  quietWait: { seconds: number; busy: number | null };
  /** ms of cpuCalibrationMs() at the start and the end of the run. */
  cpuMsStart: number;
  cpuMsEnd: number;
  backends: Partial<Record<Backend, BackendResults>>;
  web?: WebResults;
  /** Bank statement parsing (no database: one figure for the run). */
  bankParse?: ParseFigures;
};

/** One line of the table: the value of each backend (or of the browser), its budget and verdict. */
export type Row = {
  section: string;
  label: string;
  budgetKey?: string;
  budgetText: string;
  pg?: Cell;
  pglite?: Cell;
  web?: Cell;
  /** A figure that depends on no backend (the bank parser), shown in the first column. */
  node?: Cell;
  /** Whether PGlite's figure may be judged against PostgreSQL's (same measurement on both). */
  compare: boolean;
  ok?: boolean;
  why?: string;
};
type Cell = { value: number; text: string; load: number };

const f = (n: number, digits = 2) => n.toFixed(digits);
const int = (n: number) => Math.round(n).toLocaleString('en');
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const max = (xs: number[]) => xs.reduce((m, x) => Math.max(m, x), 0);

const GROUP_BUDGET: Record<CaseGroup, string> = {
  default: 'api.default.p95_ms',
  filter: 'api.filter.p95_ms',
  other: 'api.other.p95_ms',
};

export function rows(r: Results, budgets: Budgets, pgliteFactor: number): Row[] {
  const out: Row[] = [];
  const b = r.backends;
  const both = <T>(pick: (x: BackendResults) => T | undefined) => ({
    pg: b.pg ? pick(b.pg) : undefined,
    pglite: b.pglite ? pick(b.pglite) : undefined,
  });
  const budgetText = (key: string, what: string, unit: string) =>
    budgets[key] === undefined ? '' : `${what} ${higherIsBetter(key) ? '≥' : '≤'} ${budgets[key]}${unit}`;

  const names = (b.pg ?? b.pglite)?.api.map((c) => c.name) ?? [];
  for (const name of names) {
    const cell = both((x) => {
      const c = x.api.find((a) => a.name === name);
      if (!c) return undefined;
      const http = x.http.find((h) => h.name === name);
      return {
        value: c.latency.p95,
        text: `${f(c.latency.p50)} / ${f(c.latency.p95)} / ${f(c.latency.p99)}${http ? ` (HTTP ${f(http.latency.p95)})` : ''}`,
        load: c.load,
      } satisfies Cell;
    });
    const group = (b.pg ?? b.pglite)!.api.find((a) => a.name === name)!.group;
    const key = GROUP_BUDGET[group];
    const total = (b.pg ?? b.pglite)!.api.find((a) => a.name === name)!.total;
    out.push({
      section: 'server time, ms p50 / p95 / p99 (app.inject; HTTP p95 over loopback)',
      label: total > 0 ? `${name} [${int(total)}]` : name,
      budgetKey: key,
      budgetText: budgetText(key, 'p95', ' ms'),
      compare: true,
      ...cell,
    });
  }

  const oh = both((x) => x.overhead);
  if (oh.pg || oh.pglite) {
    const cell = (o?: Overhead & { load: number }): Cell | undefined =>
      o && {
        value: o.total,
        text: `${f(o.total, 3)} (auth+tenant ${f(o.auth, 3)}; bare ${f(o.bare, 3)}, route ${f(o.businessRoute, 3)})`,
        load: o.load,
      };
    out.push({
      section: 'framework, session and tenant scoping, ms per request',
      label: 'trivial business-scoped route minus a bare Fastify route (medians)',
      budgetKey: 'auth.overhead_ms',
      budgetText: budgetText('auth.overhead_ms', '', ' ms'),
      compare: false,
      pg: cell(oh.pg),
      pglite: cell(oh.pglite),
    });
  }

  const ld = both((x) => x.load);
  if (ld.pg || ld.pglite) {
    const section = 'throughput: sales default view, autocannon in its own process';
    out.push({
      section,
      label: 'requests/s',
      budgetKey: 'load.rps',
      budgetText: budgetText('load.rps', '', ' req/s'),
      compare: true,
      pg: ld.pg && {
        value: ld.pg.rps,
        text: `${int(ld.pg.rps)} (best of ${ld.pg.runs}, median ${int(ld.pg.medianRps)}; ${ld.pg.errors + ld.pg.non2xx} failed)`,
        load: ld.pg.load,
      },
      pglite: ld.pglite && {
        value: ld.pglite.rps,
        text: `${int(ld.pglite.rps)} (best of ${ld.pglite.runs}, median ${int(ld.pglite.medianRps)}; ${ld.pglite.errors + ld.pglite.non2xx} failed)`,
        load: ld.pglite.load,
      },
    });
    out.push({
      section,
      label: 'latency p99 under load, ms (p50)',
      budgetKey: 'load.p99_ms',
      budgetText: budgetText('load.p99_ms', '', ' ms'),
      compare: true,
      pg: ld.pg && { value: ld.pg.p99, text: `${ld.pg.p99} (${ld.pg.p50})`, load: ld.pg.load },
      pglite: ld.pglite && {
        value: ld.pglite.p99,
        text: `${ld.pglite.p99} (${ld.pglite.p50})`,
        load: ld.pglite.load,
      },
    });
  }

  const csv = both((x) => x.csv);
  if (csv.pg || csv.pglite) {
    const rowsText = (csv.pg ?? csv.pglite)!.rows;
    const section = `CSV export of ${int(rowsText)} rows, streamed over HTTP`;
    const cell = (
      c: (ExportResult & { load: number }) | undefined,
      pick: (c: ExportResult) => number,
      text: (c: ExportResult) => string,
    ) => c && { value: pick(c), text: text(c), load: c.load };
    out.push({
      section,
      label: 'first byte, ms',
      budgetKey: 'csv.first_byte_ms',
      budgetText: budgetText('csv.first_byte_ms', '', ' ms'),
      compare: true,
      pg: cell(
        csv.pg,
        (c) => c.firstByteMs,
        (c) => f(c.firstByteMs, 1),
      ),
      pglite: cell(
        csv.pglite,
        (c) => c.firstByteMs,
        (c) => f(c.firstByteMs, 1),
      ),
    });
    out.push({
      section,
      label: 'rows/s',
      budgetKey: 'csv.rows_per_s',
      budgetText: budgetText('csv.rows_per_s', '', ''),
      compare: true,
      pg: cell(
        csv.pg,
        (c) => c.rowsPerSecond,
        (c) => `${int(c.rowsPerSecond)} (${f(c.seconds)} s, ${f(c.bytes / 1e6, 1)} MB)`,
      ),
      pglite: cell(
        csv.pglite,
        (c) => c.rowsPerSecond,
        (c) => `${int(c.rowsPerSecond)} (${f(c.seconds)} s, ${f(c.bytes / 1e6, 1)} MB)`,
      ),
    });
    out.push({
      section,
      label: 'server RSS growth during the export, MB',
      budgetKey: 'csv.rss_growth_mb',
      budgetText: budgetText('csv.rss_growth_mb', '', ' MB'),
      compare: false,
      pg: cell(
        csv.pg,
        (c) => c.rssGrowthMb,
        (c) => `${f(c.rssGrowthMb, 1)} (from ${int(c.rssBeforeMb)})`,
      ),
      pglite: cell(
        csv.pglite,
        (c) => c.rssGrowthMb,
        (c) => `${f(c.rssGrowthMb, 1)} (from ${int(c.rssBeforeMb)})`,
      ),
    });
  }

  const im = both((x) => x.imports);
  if (im.pg || im.pglite) {
    for (const [kind, key, unit] of [
      ['rcv', 'import.rcv.rows_per_s', 'rows/s'],
      ['dte', 'import.dte.docs_per_s', 'documents/s'],
    ] as const) {
      const cell = (i?: { rcv: ImportResult; dte: ImportResult }): Cell | undefined => {
        if (!i) return undefined;
        const x = i[kind];
        return {
          value: x.median,
          text: `${int(x.median)} (best ${int(x.best)}; ${int(x.runs[0]?.rows ?? 0)} new, ${x.runs.length} runs; all-or-nothing ${x.allOrNothing ? 'yes' : 'NO'})`,
          load: med(x.runs.map((y) => y.load)),
        };
      };
      out.push({
        section: 'imports over HTTP, new documents (median of the runs)',
        label: `${kind === 'rcv' ? 'RCV (ventas + compras CSV)' : 'DTE (EnvioDTE XML)'}, ${unit}`,
        budgetKey: key,
        budgetText: budgetText(key, '', ''),
        compare: true,
        pg: cell(im.pg),
        pglite: cell(im.pglite),
      });
    }
  }

  // Another tenant's trivial request, timed while others work: each backend has its own budget
  // (PGlite's database runs on the server's own thread).
  type Probed = { latency: Latency; samples: number; seconds: number; load: number };
  const stallRows = <T extends Probed>(
    kind: 'isolation' | 'hostile',
    pick: (x: BackendResults) => T | undefined,
    what: (x: T) => string,
  ) => {
    const by = both(pick);
    for (const backend of ['pg', 'pglite'] as const) {
      const x = by[backend];
      if (!x) continue;
      const key = `${kind}.${backend}.p99_ms`;
      out.push({
        section: 'no tenant stalls the others, ms',
        label: `another tenant's request while ${what(x)}, p99 (${backend === 'pg' ? 'PostgreSQL' : 'PGlite'})`,
        budgetKey: key,
        budgetText: budgetText(key, 'p99', ' ms'),
        compare: false,
        [backend]: {
          value: x.latency.p99,
          text: `${f(x.latency.p99, 1)} (p50 ${f(x.latency.p50, 1)}, max ${f(x.latency.max, 1)}; ${x.samples} requests in ${f(x.seconds, 1)} s)`,
          load: x.load,
        } satisfies Cell,
      });
    }
  };
  stallRows(
    'isolation',
    (x) => x.isolation,
    (x) => `4 import ${f(x.fileMb, 1)} MB and 1 exports ${int(x.exported)} rows`,
  );
  stallRows(
    'hostile',
    (x) => x.hostile,
    (x) => `one uploads ${x.files.length} hostile files ${x.files[0]?.sent ?? 0} times each`,
  );

  out.push(...bankRows(r, budgetText));
  out.push(...accountingRows(r, budgetText));
  out.push(...f29Rows(r, budgetText));
  out.push(...payrollRows(r, budgetText));

  const peak = both((x) => x.serverPeakRssMb);
  if (peak.pg || peak.pglite) {
    const cell = (x?: BackendResults): Cell | undefined =>
      x?.serverPeakRssMb === undefined
        ? undefined
        : {
            value: x.serverPeakRssMb,
            text: `${int(x.serverPeakRssMb)} (idle ${int(x.serverIdleRssMb ?? 0)})`,
            load: 0,
          };
    out.push({
      section: 'server process',
      label: 'peak RSS over the whole run, MB',
      budgetText: '',
      compare: false,
      pg: cell(b.pg),
      pglite: cell(b.pglite),
    });
  }

  const w = r.web;
  if (w) {
    const section = `browser (Chromium, production build, ${w.backend === 'pg' ? 'PostgreSQL' : 'PGlite'} server)`;
    const web = (value: number, text: string): Cell => ({ value, text, load: w.load });
    out.push({
      section,
      label: 'sign-in screen JavaScript, KB gzip (manifest: entry + login chunk + static imports)',
      budgetKey: 'web.login_js_kb',
      budgetText: budgetText('web.login_js_kb', '', ' KB'),
      compare: false,
      web: web(
        w.loginManifestKb,
        `${f(w.loginManifestKb, 1)} (fetched by Chromium: ${f(w.loginFetchedKb, 1)} in ${w.loginFetchedFiles} files; recharts ${w.loginHasRecharts ? 'IN' : 'not'} in it)`,
      ),
    });
    out.push({
      section,
      label: `sales list LCP, ms (median; max) [${w.lcpElement}]`,
      budgetKey: 'web.lcp_ms',
      budgetText: budgetText('web.lcp_ms', '', ' ms'),
      compare: false,
      web: web(med(w.lcp), `${int(med(w.lcp))} (max ${int(max(w.lcp))}; ${w.lcp.length} runs)`),
    });
    out.push({
      section,
      label: 'sales list CLS (max)',
      budgetKey: 'web.cls',
      budgetText: budgetText('web.cls', '', ''),
      compare: false,
      web: web(max(w.cls), f(max(w.cls), 3)),
    });
    for (const k of ['filter', 'sort', 'page'] as const) {
      const inp = max(w.inp[k]);
      out.push({
        section,
        label: `INP of a ${k} change, ms (max; new rows on screen after, median)`,
        budgetKey: 'web.inp_ms',
        budgetText: budgetText('web.inp_ms', '', ' ms'),
        compare: false,
        web: web(inp, `${inp === 0 ? '< 16' : int(inp)} (rows after ${int(med(w.update[k]))} ms)`),
      });
    }
  }
  return out.map((row) => judge(row, budgets, pgliteFactor));
}

/**
 * PostgreSQL and the browser against the budget; PGlite against the same budget, or within
 * `factor` times PostgreSQL's own figure of the same run.
 */
function judge(row: Row, budgets: Budgets, factor: number): Row {
  if (!row.budgetKey || budgets[row.budgetKey] === undefined) return row;
  const limit = budgets[row.budgetKey];
  const higher = higherIsBetter(row.budgetKey);
  const meets = (v: number, l: number) => (higher ? v >= l : v <= l);
  const fails: string[] = [];
  if (row.pg && !meets(row.pg.value, limit)) fails.push('PostgreSQL');
  if (row.web && !meets(row.web.value, limit)) fails.push('browser');
  if (row.node && !meets(row.node.value, limit)) fails.push('Node');
  if (row.pglite) {
    // PGlite is judged against what PostgreSQL must reach: its figure, but never a bar above the
    // budget (a PostgreSQL run that beats its budget does not raise PGlite's), and the budget itself
    // when there is no PostgreSQL figure (no server on this machine).
    const reference = row.pg
      ? higher
        ? Math.min(row.pg.value, limit)
        : Math.max(row.pg.value, limit)
      : row.compare
        ? limit
        : undefined;
    const vsPg =
      reference !== undefined && row.compare
        ? higher
          ? row.pglite.value >= reference / factor
          : row.pglite.value <= reference * factor
        : false;
    if (!meets(row.pglite.value, limit) && !vsPg) fails.push('PGlite');
  }
  return { ...row, ok: fails.length === 0, why: fails.length ? `missed on ${fails.join(', ')}` : undefined };
}

const ratio = (row: Row): string => {
  if (!row.compare || !row.pg || !row.pglite || row.pg.value === 0) return '';
  const higher = row.budgetKey ? higherIsBetter(row.budgetKey) : false;
  const x = higher ? row.pg.value / row.pglite.value : row.pglite.value / row.pg.value;
  return `${x.toFixed(1)}×`;
};

const loads = (row: Row): string =>
  [row.pg, row.pglite, row.web, row.node]
    .filter((c): c is Cell => c !== undefined && c.load > 0)
    .map((c) => c.load.toFixed(1))
    .join(' · ');

const verdict = (row: Row) => (row.ok === undefined ? '' : row.ok ? 'ok' : 'MISSED');

/** The table in Markdown: one line per measurement, grouped by section. */
export function markdownTable(all: Row[]): string {
  const lines: string[] = [];
  let section = '';
  for (const row of all) {
    if (row.section !== section) {
      section = row.section;
      lines.push(`| **${section}** | | | | | | |`);
    }
    const web = row.web?.text ?? row.node?.text ?? '';
    lines.push(
      `| ${row.label} | ${row.budgetText} | ${row.pg?.text ?? web} | ${row.pglite?.text ?? ''} | ${ratio(row)} | ${loads(row)} | ${verdict(row)} |`,
    );
  }
  return [
    '| measurement | budget | PostgreSQL (browser) | PGlite | PGlite vs PG | load avg | result |',
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

/** The same table for a terminal. */
export function consoleTable(all: Row[]): string {
  const cols = (row: Row) => [
    row.label,
    row.budgetText,
    row.pg?.text ?? row.web?.text ?? row.node?.text ?? '',
    row.pglite?.text ?? '',
    ratio(row),
    loads(row),
    verdict(row),
  ];
  const head = ['measurement', 'budget', 'PostgreSQL (browser)', 'PGlite', 'PGlite/PG', 'load', 'result'];
  const width = head.map((h, i) => Math.max(h.length, ...all.map((r) => cols(r)[i].length)));
  const line = (xs: string[]) => xs.map((x, i) => x.padEnd(width[i])).join('  ');
  const out = [line(head)];
  let section = '';
  for (const row of all) {
    if (row.section !== section) {
      section = row.section;
      out.push(`\n${section}`);
    }
    out.push(line(cols(row)));
  }
  return out.join('\n');
}

/** Parsing, the movements list, the 10,000-movement import and its quality. */
function bankRows(r: Results, budgetText: (key: string, what: string, unit: string) => string): Row[] {
  const out: Row[] = [];
  const b = r.backends;
  const p = r.bankParse;
  const section = 'bank statements';
  if (p) {
    out.push({
      section,
      label: `parse, entries/s (slowest of OFX 2 · camt.053 · CSV, ${int(p.entries)} entries each)`,
      budgetKey: 'bank.parse.entries_per_s',
      budgetText: budgetText('bank.parse.entries_per_s', '', ''),
      compare: false,
      node: {
        value: p.slowest.entriesPerSecond,
        // Wall time is the figure; the CPU rate (entries per CPU second) shows what the load took away.
        text: `${int(p.slowest.entriesPerSecond)} (${p.formats.map((f) => `${f.format} ${int(f.entriesPerSecond)}, CPU ${int(f.entries / f.cpuSeconds)}`).join('; ')})`,
        load: p.load,
      },
    });
  }
  const pick = <T>(f: (x: NonNullable<BackendResults['bank']>) => T | undefined) => ({
    pg: b.pg?.bank ? f(b.pg.bank) : undefined,
    pglite: b.pglite?.bank ? f(b.pglite.bank) : undefined,
  });
  const names = (b.pg?.bank ?? b.pglite?.bank)?.list.map((c) => c.name) ?? [];
  for (const name of names) {
    const cell = (x?: NonNullable<BackendResults['bank']>): Cell | undefined => {
      const c = x?.list.find((a) => a.name === name);
      if (!c) return undefined;
      const http = x!.http.find((h) => h.name === name);
      return {
        value: c.latency.p95,
        text: `${f(c.latency.p50)} / ${f(c.latency.p95)} / ${f(c.latency.p99)}${http ? ` (HTTP ${f(http.latency.p95)})` : ''}`,
        load: c.load,
      };
    };
    const total = (b.pg?.bank ?? b.pglite?.bank)!.list.find((a) => a.name === name)!.total;
    out.push({
      section: `${section}: movements list, ms p50 / p95 / p99 (app.inject; HTTP p95)`,
      label: `${name} [${int(total)}]`,
      budgetKey: 'bank.movements.p95_ms',
      budgetText: budgetText('bank.movements.p95_ms', 'p95', ' ms'),
      compare: true,
      pg: cell(b.pg?.bank),
      pglite: cell(b.pglite?.bank),
    });
  }
  const im = pick((x) => x.import);
  const any = im.pg ?? im.pglite;
  if (any) {
    const cell = (i?: ImportFigures): Cell | undefined =>
      i && {
        value: i.seconds,
        text: `${f(i.seconds)} (${int(i.new)} new, ${int(i.autoConciliated)} reconciled, ${int(i.suggested)} with proposals)`,
        load: i.load,
      };
    out.push({
      section: `${section}: import over HTTP, matching included`,
      label: `${int(any.movements)}-movement camt.053 (${f(any.bytes / 1e6, 1)} MB) against ${int(any.openDocuments)} open invoices, s`,
      budgetKey: 'bank.import_10k_s',
      budgetText: budgetText('bank.import_10k_s', '', ' s'),
      compare: true,
      pg: cell(im.pg),
      pglite: cell(im.pglite),
    });
  }
  const q = pick((x) => x.quality);
  if (q.pg || q.pglite) {
    const qs = `${section}: automatic reconciliation of that import against its labels`;
    const cell = (
      x: (ReconciliationQuality & { load: number }) | undefined,
      value: (x: ReconciliationQuality) => number,
      text: (x: ReconciliationQuality) => string,
    ): Cell | undefined => x && { value: value(x), text: text(x), load: x.load };
    out.push({
      section: qs,
      label: 'recall: matchable movements reconciled automatically and correctly',
      budgetKey: 'bank.match.recall',
      budgetText: budgetText('bank.match.recall', '', ''),
      compare: false,
      pg: cell(
        q.pg,
        (x) => x.recall,
        (x) => `${f(x.recall, 3)} (${int(x.correct)} of ${int(x.matchable)} matchable)`,
      ),
      pglite: cell(
        q.pglite,
        (x) => x.recall,
        (x) => `${f(x.recall, 3)} (${int(x.correct)} of ${int(x.matchable)} matchable)`,
      ),
    });
    out.push({
      section: qs,
      label: 'precision: automatic reconciliations that are right',
      budgetKey: 'bank.match.precision',
      budgetText: budgetText('bank.match.precision', '', ''),
      compare: false,
      pg: cell(
        q.pg,
        (x) => x.precision,
        (x) => `${f(x.precision, 4)} (${int(x.correct)} of ${int(x.automatic)} automatic)`,
      ),
      pglite: cell(
        q.pglite,
        (x) => x.precision,
        (x) => `${f(x.precision, 4)} (${int(x.correct)} of ${int(x.automatic)} automatic)`,
      ),
    });
    out.push({
      section: qs,
      label: 'top 3: the right documents reconciled or among the 3 proposals kept',
      budgetText: '',
      compare: false,
      pg: cell(
        q.pg,
        (x) => x.suggestedTop3,
        (x) => f(x.suggestedTop3, 3),
      ),
      pglite: cell(
        q.pglite,
        (x) => x.suggestedTop3,
        (x) => f(x.suggestedTop3, 3),
      ),
    });
  }
  return out;
}

/** The paragraph under the table in docs/benchmarks.md that says how the bank rows are measured. */
export function bankNote(r: Results, scale: { bankMovements: number; largest: number }): string {
  const any = r.backends.pg?.bank ?? r.backends.pglite?.bank;
  if (!any && !r.bankParse) return '';
  const im = any?.import;
  return `\n\n${[
    `**Bank rows** (\`bench/bank.ts\`). Parsing: one generated statement of ${int(r.bankParse?.entries ?? 0)}`,
    "entries written as OFX 2, camt.053.001.08 and a Banco de Chile CSV by `@portal/bank`'s writers, each parsed three times",
    '(`measureParseThroughput`, the fastest of the three); the slowest format is the figure. The movements list: the largest business',
    `(${int(scale.largest)} invoices) holds ${int(scale.bankMovements)} movements in two accounts, its books' 24 months`,
    '(every paid invoice a transfer on the day it was paid, four in five reconciled, the rest fees, taxes, salaries',
    'and own transfers), measured like the other lists. The import: a labelled statement generated from that',
    `business's own open invoices${im ? ` (${int(im.openDocuments)})` : ''} by \`generateLabelledMovements\` (names cut at 20–30`,
    'characters, RUTs with and without dots, batch transfers, partial payments, fees withheld, cheques and cash that',
    'name nothing, 30 % unrelated movements), written as camt.053 and uploaded over HTTP into a fresh account: the',
    'time is the whole request, matching and reconciliations included. Quality is what that import reconciled on its',
    'own, read back from `bm_conciliations` and compared with the labels: recall over the matchable movements (those',
    'that pay something), precision over the automatic ones; top 3 counts the right documents reconciled or among the',
    'three proposals kept for the user.',
  ].join('\n')}`;
}

/** The books' reports of the largest business, and what the journal adds to an import. */
function accountingRows(r: Results, budgetText: (key: string, what: string, unit: string) => string): Row[] {
  const b = r.backends;
  const any = b.pg?.accounting ?? b.pglite?.accounting;
  if (!any) return [];
  const out: Row[] = [];
  const section = `books: ${int(any.target.journalLines)} journal lines; busiest account ${any.target.accountLabel}, ${int(any.target.accountLines)} lines in the year`;
  for (const c of any.list) {
    const cell = (x?: BackendResults['accounting']): Cell | undefined => {
      const found = x?.list.find((a) => a.name === c.name);
      return (
        found && {
          value: found.latency.p95,
          text: `${f(found.latency.p50)} / ${f(found.latency.p95)} / ${f(found.latency.p99)}`,
          load: found.load,
        }
      );
    };
    out.push({
      section: `${section}, ms p50 / p95 / p99 (app.inject)`,
      label: c.name,
      budgetKey: 'accounting.reports.p95_ms',
      budgetText: budgetText('accounting.reports.p95_ms', 'p95', ' ms'),
      compare: true,
      pg: cell(b.pg?.accounting),
      pglite: cell(b.pglite?.accounting),
    });
  }
  const o = (x?: BackendResults['accounting']): Cell | undefined =>
    x?.overhead && {
      value: x.overhead.overhead,
      text: `+${f(x.overhead.overhead * 100, 1)} % (median ${f(med(x.overhead.withSeconds))} s with, ${f(med(x.overhead.withoutSeconds))} s without)`,
      load: x.overhead.load,
    };
  out.push({
    section: `${section}: the journal's share of an import`,
    label: `RCV import of ${int(any.overhead?.rows ?? 0)} documents, journal on vs off (${any.overhead?.runs ?? 0} runs each)`,
    budgetKey: 'accounting.journal_overhead',
    budgetText: budgetText('accounting.journal_overhead', '', ''),
    compare: false,
    pg: o(b.pg?.accounting),
    pglite: o(b.pglite?.accounting),
  });
  return out;
}

/** The paragraph under the table in docs/benchmarks.md that says how the books' rows are measured. */
export function accountingNote(r: Results): string {
  const any = r.backends.pg?.accounting ?? r.backends.pglite?.accounting;
  if (!any) return '';
  return `\n\n${[
    "**Books rows** (`bench/accounting.ts`). The journal is the one the bench data's documents and",
    "reconciliations made through migration 0051's triggers. The reports are the largest business's over the twelve",
    "months that end at the data's anchor: the libro mayor of its busiest account (first and last page of 50 lines,",
    'running balance included), the 8-column balance and the income statement, measured like the lists. The',
    "journal's share of an import: the same generated RCV (ventas + compras) imported in process into fresh",
    "businesses with the journal's triggers on invoices disabled and enabled, alternately; the figure is",
    'median(with) / median(without) − 1.',
  ].join('\n')}`;
}

/** The F29 proposal of the largest business's busiest month. */
function f29Rows(r: Results, budgetText: (key: string, what: string, unit: string) => string): Row[] {
  const b = r.backends;
  const any = b.pg?.f29 ?? b.pglite?.f29;
  if (!any) return [];
  const section = `F29 proposal: ${any.target.period}, ${int(any.target.documents)} documents, remanente chained over ${any.target.months} months, ms p50 / p95 / p99 (app.inject)`;
  return any.list.map((c) => {
    const cell = (x?: BackendResults['f29']): Cell | undefined => {
      const found = x?.list.find((a) => a.name === c.name);
      return (
        found && {
          value: found.latency.p95,
          text: `${f(found.latency.p50)} / ${f(found.latency.p95)} / ${f(found.latency.p99)}`,
          load: found.load,
        }
      );
    };
    return {
      section,
      label: c.name,
      budgetKey: 'f29.proposal.p95_ms',
      budgetText: budgetText('f29.proposal.p95_ms', 'p95', ' ms'),
      compare: true,
      pg: cell(b.pg?.f29),
      pglite: cell(b.pglite?.f29),
    };
  });
}

/** Payroll of the list business: each month's computation, then its lists and files (p95). */
function payrollRows(r: Results, budgetText: (key: string, what: string, unit: string) => string): Row[] {
  const b = r.backends;
  const any = b.pg?.payroll ?? b.pglite?.payroll;
  if (!any) return [];
  const section = `Payroll: ${int(any.target.workers)} workers, months ${any.target.months.join(', ')}, ms p50 / p95 / p99 (app.inject)`;
  const compute = (x?: BackendResults['payroll']): Cell | undefined =>
    x && {
      value: x.compute.max,
      text: `${f(x.compute.p50)} / max ${f(x.compute.max)} (${x.compute.n} months)`,
      load: x.load,
    };
  const keyOf = (name: string) =>
    name.startsWith('empleados')
      ? 'payroll.employees.p95_ms'
      : name.startsWith('liquidación')
        ? 'payroll.payslip_pdf.p95_ms'
        : 'payroll.files.p95_ms';
  return [
    {
      section,
      label: 'the month computed (send_form), slowest month',
      budgetKey: 'payroll.compute_ms',
      budgetText: budgetText('payroll.compute_ms', 'max', ' ms'),
      compare: true,
      pg: compute(b.pg?.payroll),
      pglite: compute(b.pglite?.payroll),
    },
    ...any.list.map((c) => {
      const cell = (x?: BackendResults['payroll']): Cell | undefined => {
        const found = x?.list.find((a) => a.name === c.name);
        return (
          found && {
            value: found.latency.p95,
            text: `${f(found.latency.p50)} / ${f(found.latency.p95)} / ${f(found.latency.p99)}`,
            load: found.load,
          }
        );
      };
      const key = keyOf(c.name);
      return {
        section,
        label: c.name,
        budgetKey: key,
        budgetText: budgetText(key, 'p95', ' ms'),
        compare: true,
        pg: cell(b.pg?.payroll),
        pglite: cell(b.pglite?.payroll),
      };
    }),
  ];
}
