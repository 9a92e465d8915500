import { create } from 'content-disposition';

/**
 * A Content-Disposition header (RFC 6266) for a file the browser shows or saves: `filename` holds an
 * ASCII fallback for old clients, `filename*` the real UTF-8 name. The package does the quoting and
 * percent-encoding; forcing an ASCII fallback makes it write `filename*` for names such as "ñandú" too,
 * which it would otherwise send as Latin-1 bytes that browsers read as UTF-8 and garble.
 */
export function fileDisposition(name: string, type: 'inline' | 'attachment'): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .trim() || 'documento';
  return create(name, { type, fallback: ascii });
}
