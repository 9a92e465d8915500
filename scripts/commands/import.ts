// Imports SII files (RCV CSV exports, DTE XML) and bank statements (OFX, QFX, camt.053, CSV cartolas)
// into a business from the command line:
//   npm run import -- --business <rut> [--create "Razón social"] [--valid-rows]
//                     [--account <número>] [--bank <código>] <files…>
// A statement goes to the business's account with the number it names (created at --bank, or at the
// file's own bank code, when the business does not have it); a CSV cartola names none: --account.
// Paths are read from the folder the command was run in (npm runs scripts from the repository's
// root and tells that folder in INIT_CWD). --create makes the business when no business has that
// RUT, owned by the operators (OPERATOR_EMAILS) that have an account. Rows that break the rules
// stop the import and are listed; --valid-rows imports the others (as the web's second step).
// The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).
// With PGlite, stop the server first (an embedded database has one process) or drop the files in
// <DATA_DIR>/sii-inbox/<rut>/ instead. All-or-nothing: one bad file and nothing is written.
import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { BM_STATEMENT_MAX_BYTES, MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { formatCurrencyAmount, formatRut, normalizeRut } from '@portal/domain';
import { AppError, loadConfig } from '@portal/api';
import { importStatementFiles, isBankStatement } from '@portal/api/bank';
import {
  createImportBusiness,
  findBusinessByRut,
  importInvoiceFiles,
  tooLargeMessage,
} from '@portal/api/invoice-imports';
import { type CliIo, UsageError, parseArgsOrUsage, withDatabase } from '../run-cli';

const USAGE =
  'Uso: npm run import -- --business <rut> [--create "Razón social"] [--valid-rows] [--account <número>] [--bank <código>] <archivo.csv|archivo.xml|cartola.ofx>…';

type Args = {
  rut: string;
  paths: string[];
  create: string | null;
  validRows: boolean;
  account: string | null;
  bank: string | null;
};

function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): Args {
  let rut: string | null = null;
  let create: string | null = null;
  let validRows = false;
  let account: string | null = null;
  let bank: string | null = null;
  const paths: string[] = [];
  const value = (i: number, what: string) => {
    const v = argv[i];
    if (v === undefined || v.trim() === '') throw new UsageError(`Falta ${what}.`);
    return v.trim();
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--business' || arg === '-b') {
      rut = argv[++i] ?? null;
      if (rut === null) throw new UsageError('Falta el RUT después de --business.');
    } else if (arg.startsWith('--business=')) rut = arg.slice('--business='.length);
    else if (arg === '--create') {
      create = argv[++i] ?? null;
      if (create === null || create.trim() === '')
        throw new UsageError('Falta la razón social después de --create.');
    } else if (arg.startsWith('--create=')) create = arg.slice('--create='.length);
    else if (arg === '--valid-rows') validRows = true;
    else if (arg === '--account') account = value(++i, 'el número de cuenta después de --account');
    else if (arg.startsWith('--account=')) account = arg.slice('--account='.length);
    else if (arg === '--bank') bank = value(++i, 'el código del banco después de --bank');
    else if (arg.startsWith('--bank=')) bank = arg.slice('--bank='.length);
    else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Opción desconocida: ${arg}`);
    else paths.push(arg);
  }
  if (!rut) throw new UsageError('Indica la empresa con --business <rut>.');
  if (paths.length === 0) throw new UsageError('Indica uno o más archivos para importar.');
  if (create !== null && create.trim() === '')
    throw new UsageError('Falta la razón social después de --create.');
  // npm runs the script from the repository's root; the user's paths are from where they typed.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    rut,
    paths: paths.map((p) => resolve(base, p)),
    create: create?.trim() ?? null,
    validRows,
    account,
    bank,
  };
}

async function readFiles(paths: readonly string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const name = basename(path);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) throw new AppError(400, `${path} no es un archivo.`);
        size = info.size;
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(400, `No se puede leer el archivo ${path}.`);
      }
      if (size > Math.max(MAX_IMPORT_FILE_BYTES, BM_STATEMENT_MAX_BYTES))
        throw new AppError(413, tooLargeMessage(name));
      return { name, bytes: await readFile(path) };
    }),
  );
}

const KIND = { rcv: 'RCV', dte: 'DTE', iecv: 'libro IECV' } as const;
const FORMAT = { ofx: 'OFX', camt053: 'camt.053', csv: 'CSV' } as const;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`;

export async function main(io: CliIo): Promise<number> {
  const args = parseArgsOrUsage(io, (argv) => parseArgs(argv, io.env), USAGE);
  if (typeof args === 'number') return args;
  return withDatabase(io.env, async (db) => {
    try {
      const files = await readFiles(args.paths);
      let business = await findBusinessByRut(db, args.rut);
      if (!business && args.create !== null) {
        const rut = normalizeRut(args.rut);
        if (rut === null) {
          io.err(`El RUT ${args.rut} no es válido.`);
          return 2;
        }
        const name = args.create;
        const created = await db.transaction((tx) =>
          createImportBusiness(tx, rut, name, loadConfig(io.env).operatorEmails),
        );
        business = created.business;
        io.out(
          `Empresa creada: ${business.name} (${formatRut(business.rut).toUpperCase()})${
            created.owners.length > 0
              ? `, dueños: ${created.owners.join(', ')}`
              : ', sin usuarios (OPERATOR_EMAILS no nombra una cuenta existente)'
          }.`,
        );
      }
      if (!business) {
        io.err(
          `No existe una empresa con RUT ${formatRut(args.rut).toUpperCase()} en esta base de datos (agrega --create "Razón social" para crearla).`,
        );
        return 1;
      }
      const statements = files.filter((f) => isBankStatement(f.bytes));
      const siiFiles = files.filter((f) => !statements.includes(f));
      for (const s of await importStatementFiles(db, business.id, statements, {
        accountNumber: args.account ?? undefined,
        bankCode: args.bank ?? undefined,
      })) {
        io.out(
          `Cartola ${s.file_name} (${FORMAT[s.format]}) en la cuenta N° ${s.account_number}${s.created_account ? ' (nueva)' : ''}:`,
        );
        io.out(
          `Nuevos: ${s.new} · Sin cambios: ${s.unchanged} · Conciliados automáticamente: ${s.auto_conciliated} · Con sugerencias: ${s.suggested}`,
        );
        if (s.balance !== null)
          io.out(
            `Saldo${s.balance_date ? ` al ${s.balance_date.split('-').reverse().join('/')}` : ''}: ${formatCurrencyAmount(s.balance, s.currency)}`,
          );
        for (const w of s.warnings) io.out(`  Aviso: ${w}`);
      }
      if (siiFiles.length === 0) return 0;
      const r = await importInvoiceFiles(db, business, siiFiles, {
        mode: args.validRows ? 'valid_rows' : 'all',
      });
      io.out(`Importación ${r.id} en ${business.name} (${formatRut(business.rut).toUpperCase()}):`);
      for (const f of r.files) {
        io.out(`  ${f.name} (${KIND[f.kind]}): ${plural(f.documents, 'documento', 'documentos')}`);
      }
      io.out(
        `Nuevos: ${r.new} · Actualizados: ${r.updated} · Sin cambios: ${r.unchanged} · Rechazados: ${r.rejected}`,
      );
      if (r.periods.length > 0) {
        const months = r.periods.map(
          (p) => `${p.direction === 'VENTA' ? 'ventas' : 'compras'} ${p.period} (${p.documents})`,
        );
        io.out(`Períodos: ${months.join(', ')}`);
      }
      for (const p of r.skipped) io.out(`  Omitida: ${p.file}, línea ${p.line}, ${p.field}: ${p.message}`);
      for (const w of r.warnings) io.out(`  Aviso: ${w}`);
      return 0;
    } catch (err) {
      // A refusal of the import (a bad file, too large) is the user's message, not a crash.
      if (err instanceof AppError) {
        const problems = (err.details.problems ?? []) as {
          file: string;
          line: number;
          field: string;
          message: string;
        }[];
        if (problems.length === 0) io.err(err.message);
        else {
          io.err('No se importó nada: estas filas no cumplen las reglas del SII.');
          for (const p of problems) io.err(`  ${p.file}, línea ${p.line}, ${p.field}: ${p.message}`);
          io.err(
            'Corrige el archivo, o repite el comando con --valid-rows para importar solo las filas válidas.',
          );
        }
        return 1;
      }
      throw err;
    }
  });
}
