// Valid files for the trust suites' multipart routes: each is what its route accepts for a
// business, so a refusal in the suites is the rule under test, never a bad file.
import { writeCsv } from '@portal/bank';
import { formatDate, todayInChile } from '@portal/domain';
import { writeRcvCsv } from '@portal/sii';
import { makePkcs12 } from '../../features/certificates/pkcs12-fixtures';
import { employeesXlsx } from '../../features/employees/employees-file';
import { sampleEmployee } from '../../features/employees/sample-employees';
import { generateInvoices } from '../../seed/invoices';

export type Business = { rut: string; name: string };

export const TRUST_PFX_PASSWORD = 'clave-de-prueba';

/** An RCV sales file of six sales of the business. */
export function salesCsv(business: Business): Buffer {
  const docs = generateInvoices({ seed: 9, business, count: 6, today: todayInChile(), salesShare: 1 }).filter(
    (d) => d.direction === 'VENTA',
  );
  return writeRcvCsv('VENTA', docs, { businessRut: business.rut });
}

/**
 * The SII informe of honorarium tickets, with the titles the page shows (they do not name the
 * counterpart's side, so the file is valid for either kind the query draws).
 */
export const honorariumCsv = (): Buffer =>
  Buffer.from(
    `N° Boleta;Estado;Fecha;Rut;Nombre o Razón Social;Soc. Prof.;Brutos;Retenido;Pagado\r\n` +
      `${(Date.now() % 1_000_000) + 1};N;${formatDate(todayInChile())};12.345.678-5;Ana Pérez;NO;100.000;0;100.000\r\n`,
    'utf8',
  );

const pfxCache = new Map<string, Buffer>();

/** A business certificate (.pfx) with the business's RUT, generated once per RUT: RSA keys are slow. */
export function trustPfx(rut: string): Buffer {
  let bytes = pfxCache.get(rut);
  if (!bytes) {
    const now = Date.now();
    bytes = makePkcs12({
      holderName: 'Titular de prueba',
      rut,
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + 365 * 86_400_000),
      password: TRUST_PFX_PASSWORD,
      algorithm: 'aes256',
    });
    pfxCache.set(rut, bytes);
  }
  return bytes;
}

/** A CSV cartola (no account number: it goes to the account of the path) with two movements. */
export function trustStatement(rut: string): Buffer {
  const day = todayInChile();
  const text = writeCsv(
    {
      accountNumber: '',
      bankId: null,
      currency: 'CLP',
      openingBalance: null,
      closingBalance: null,
      periodStart: null,
      periodEnd: null,
      entries: [
        entry(day, 119_000, `TRANSF DE ${rut} PAGO FACTURA`, 1_119_000),
        entry(day, -25_000, 'COMISION MANTENCION', 1_094_000),
      ],
    },
    'banco-de-chile',
  );
  return Buffer.from(text);
}

const entry = (day: string, amount: number, description: string, runningBalance: number) => ({
  bankRef: '',
  bookingDate: day,
  valueDate: null,
  amount,
  description,
  counterpartyName: null,
  counterpartyAccount: null,
  reference: null,
  runningBalance,
  type: null,
});

/** A workers' spreadsheet of one worker whose RUT no tenant object uses. */
export const employeesWorkbook: Buffer = await employeesXlsx([sampleEmployee({ rut: '17333444-3' })]);
