// Test helpers of the expenses feature (not a test file): its multipart form as a browser sends it.
import type { Client } from '../../test/invoices';

export const EXPENSES = '/api/v1/client/expenses';

export type FormFile = { name: string; bytes: Buffer; field?: string; type?: string };

export function expenseForm(fields: Record<string, string | number>, files: readonly FormFile[] = []) {
  const boundary = `----gasto${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'documents'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const postExpense = (
  c: Client,
  fields: Record<string, string | number>,
  files: readonly FormFile[] = [],
) => c.inject({ method: 'POST', url: EXPENSES, ...expenseForm(fields, files) });

export const putExpense = (
  c: Client,
  id: number,
  fields: Record<string, string | number>,
  files: readonly FormFile[] = [],
) => c.inject({ method: 'PUT', url: `${EXPENSES}/${id}`, ...expenseForm(fields, files) });
