// Imports SII files (RCV CSV exports, DTE XML) into a business from the command line:
//   npm run import -- --business <rut> <files…>
// The database is the server's: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).
// With PGlite, stop the server first (an embedded database has one process) or drop the files in
// <DATA_DIR>/sii-inbox/<rut>/ instead. All-or-nothing: one bad file and nothing is written.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { formatRut } from '@portal/domain';
import { AppError } from '@portal/api';
import { findBusinessByRut, importInvoiceFiles, tooLargeMessage } from '@portal/api/invoice-imports';
import { UsageError, parseArgsOrUsage, runCli, withDatabase } from './run-cli';

const USAGE = 'Uso: npm run import -- --business <rut> <archivo.csv|archivo.xml>…';

function parseArgs(argv: readonly string[]): { rut: string; paths: string[] } {
  let rut: string | null = null;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--business' || arg === '-b') {
      rut = argv[++i] ?? null;
      if (rut === null) throw new UsageError('Falta el RUT después de --business.');
    } else if (arg.startsWith('--business=')) rut = arg.slice('--business='.length);
    else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Opción desconocida: ${arg}`);
    else paths.push(arg);
  }
  if (!rut) throw new UsageError('Indica la empresa con --business <rut>.');
  if (paths.length === 0) throw new UsageError('Indica uno o más archivos para importar.');
  return { rut, paths };
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
      if (size > MAX_IMPORT_FILE_BYTES) throw new AppError(413, tooLargeMessage(name));
      return { name, bytes: await readFile(path) };
    }),
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`;

async function main(): Promise<number> {
  const args = parseArgsOrUsage(parseArgs, USAGE);
  if (typeof args === 'number') return args;
  return withDatabase(async (db) => {
    try {
      const business = await findBusinessByRut(db, args.rut);
      if (!business) {
        console.error(
          `No existe una empresa con RUT ${formatRut(args.rut).toUpperCase()} en esta base de datos.`,
        );
        return 1;
      }
      const files = await readFiles(args.paths);
      const r = await importInvoiceFiles(db, business, files);
      console.log(`Importación ${r.id} en ${business.name} (${formatRut(business.rut).toUpperCase()}):`);
      for (const f of r.files) {
        console.log(
          `  ${f.name} (${f.kind === 'rcv' ? 'RCV' : 'DTE'}): ${plural(f.documents, 'documento', 'documentos')}`,
        );
      }
      console.log(
        `Nuevos: ${r.new} · Actualizados: ${r.updated} · Sin cambios: ${r.unchanged} · Rechazados: ${r.rejected}`,
      );
      for (const w of r.warnings) console.log(`  Aviso: ${w}`);
      return 0;
    } catch (err) {
      // A refusal of the import (a bad file, too large) is the user's message, not a crash.
      if (err instanceof AppError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
  });
}

runCli(main);
