// How Chilean banks print a movement: upper case without accents, the counterpart's RUT in the
// bank's own format, the name cut at 20–30 characters, folios as the payer typed them.
import { computeRutDv } from '@portal/domain';
import type { Random } from '../random';

/** Upper case without accents, as statements print (Ñ stays N: most core systems are ASCII). */
export const bankText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The RUT as one bank or another prints it: '76.123.456-7' (35%), '76123456-7' (30%),
 * '761234567' (25%), '76123456 7' (10%); a K check digit in lower case half the time.
 */
export function printedRut(r: Random, canonical: string): string {
  const [body, dv0] = canonical.split('-');
  const dv = dv0 === 'K' && r.chance(0.5) ? 'k' : dv0;
  const x = r.next();
  if (x < 0.35) return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
  if (x < 0.65) return `${body}-${dv}`;
  if (x < 0.9) return `${body}${dv}`;
  return `${body} ${dv}`;
}

/** The name cut where the bank's field ends (20–30 characters); sometimes without its legal form. */
export function printedName(r: Random, name: string): string {
  const upper = bankText(r.chance(0.3) ? name.replace(/ (SpA|Limitada|Ltda\.?|EIRL|S\.A\.)$/i, '') : name);
  return upper.slice(0, r.int(20, 30)).trim();
}

/** One folio as payers write it. */
export function printedFolio(r: Random, folio: number): string {
  return r.pick([
    `FACT ${folio}`,
    `F${folio}`,
    `FACTURA ${folio}`,
    `N°${folio}`,
    `FACT. N° ${folio}`,
    `FAC ${folio}`,
  ]);
}

/** Several folios of one payment. */
export function printedFolios(r: Random, folios: readonly number[]): string {
  if (folios.length === 1) return printedFolio(r, folios[0]);
  const last = folios[folios.length - 1];
  const head = folios.slice(0, -1);
  return r.pick([
    `FACTS ${folios.join(' ')}`,
    `FACTURAS ${head.join(', ')} Y ${last}`,
    `F${folios.join('/')}`,
    `FACT ${folios.join('-')}`,
  ]);
}

/** Credits that carry the payer's RUT (and often the cut name). */
export function creditWithRut(r: Random, rut: string, name: string): string {
  return r.pick([
    `TRANSF DE ${rut} ${name}`,
    `TRASPASO DE: ${rut} ${name}`,
    `TEF RECIBIDA ${rut} ${name}`,
    `TRANSFERENCIA DE ${name} RUT ${rut}`,
    `ABONO TRANSF ${rut}`,
    `TRANSF. FONDOS DE ${rut}`,
  ]);
}

/** Debits to a provider, with its RUT. */
export function debitWithRut(r: Random, rut: string, name: string): string {
  return r.pick([
    `PAGO PROVEEDOR ${rut} ${name}`,
    `TRANSF A ${rut} ${name}`,
    `TEF ENVIADA ${rut} ${name}`,
    `PAGO NOMINA PROV ${rut}`,
    `TRASPASO A: ${rut} ${name}`,
  ]);
}

/** Movements that say nothing of who paid or what: cash, cheques, a bare transfer. */
export function anonymous(r: Random, credit: boolean): string {
  return credit
    ? r.pick(['DEP CHEQUE', 'DEPOSITO EN EFECTIVO', 'DEP. DOCUMENTOS 24H', 'TRANSFERENCIA RECIBIDA'])
    : r.pick([
        `CHEQUE COBRADO ${r.int(1_000, 9_999_999)}`,
        'TRANSFERENCIA ENVIADA',
        `CHEQUE ${r.int(1_000, 99_999)}`,
      ]);
}

/**
 * How the accountant records such a movement in the books (an accounting record reconciled with it):
 * the chart's account opposite the bank, the seeded template that makes that record (0053) if one
 * does, and the record's name.
 */
export type UnrelatedRecord = { account: string; template: number | null; name: string };

/** Movements no document explains, by how often an SME's account shows them. */
export const UNRELATED: readonly {
  weight: number;
  credit: boolean;
  text: (r: Random) => string;
  amount: (r: Random) => number;
  /** Absent: no record (own transfers, card payments and tax payments wait for the user). */
  record?: UnrelatedRecord;
}[] = [
  {
    weight: 8,
    credit: false,
    text: () => 'COMISION MANTENCION',
    amount: (r) => r.pick([4_990, 6_500, 8_900, 12_500]),
    record: { account: '4230', template: 9, name: 'Comisión de mantención de la cuenta' },
  },
  {
    weight: 6,
    credit: false,
    text: () => 'IMPTO. TIMBRES',
    amount: (r) => r.int(500, 30_000),
    record: { account: '4230', template: 9, name: 'Impuesto de timbres y estampillas' },
  },
  { weight: 6, credit: false, text: () => 'PAGO TARJETA CREDITO', amount: (r) => r.int(50, 3_000) * 1_000 },
  {
    weight: 8,
    credit: false,
    text: (r) => r.pick(['PAGO F29 SII', 'PAGO IMPUESTOS TGR', 'PAGO PREVIRED']),
    amount: (r) => r.int(80_000, 4_000_000),
  },
  {
    weight: 10,
    credit: false,
    text: () => 'PAGO REMUNERACIONES',
    amount: (r) => r.int(500, 9_000) * 1_000,
    record: { account: '4220', template: 7, name: 'Pago de remuneraciones' },
  },
  // Salaries and fees paid one by one carry the person's RUT: a RUT that owns no document.
  {
    weight: 10,
    credit: false,
    text: (r) => `TRANSF A ${personRut(r)} ${r.pick(['REMUNERACION', 'HONORARIOS', 'SUELDO'])}`,
    amount: (r) => r.int(450, 2_500) * 1_000,
  },
  {
    weight: 6,
    credit: false,
    text: (r) => `TRASPASO A CTA ${String(r.int(1, 99_999_999)).padStart(12, '0')}`,
    amount: (r) => r.int(100, 20_000) * 1_000,
  },
  {
    weight: 4,
    credit: false,
    text: () => 'CARGO INTERESES LINEA CREDITO',
    amount: (r) => r.int(5_000, 250_000),
    record: { account: '4235', template: null, name: 'Intereses de la línea de crédito' },
  },
  {
    weight: 3,
    credit: false,
    text: () => 'GIRO CAJERO AUTOMATICO',
    amount: (r) => r.int(2, 40) * 5_000,
    record: { account: '1101', template: null, name: 'Giro a caja' },
  },
  // An 8-digit account number: one time in eleven it reads as a valid RUT. It must not matter.
  {
    weight: 6,
    credit: true,
    text: (r) => `TRASPASO DESDE CTA ${r.int(10_000_000, 99_999_999)}`,
    amount: (r) => r.int(100, 20_000) * 1_000,
  },
  { weight: 3, credit: true, text: () => 'DEVOLUCION IMPUESTO SII', amount: (r) => r.int(20_000, 3_000_000) },
  {
    weight: 2,
    credit: true,
    text: () => 'INTERESES GANADOS',
    amount: (r) => r.int(100, 20_000),
    record: { account: '4104', template: null, name: 'Intereses ganados' },
  },
  { weight: 3, credit: true, text: () => 'ABONO CREDITO COMERCIAL', amount: (r) => r.int(10, 500) * 100_000 },
  {
    weight: 5,
    credit: true,
    text: () => 'DEPOSITO EN EFECTIVO',
    amount: (r) => r.int(10, 2_000) * 1_000,
    record: { account: '1101', template: null, name: 'Depósito de caja' },
  },
];

function personRut(r: Random): string {
  const body = r.int(5_000_000, 25_999_999);
  return printedRut(r, `${body}-${computeRutDv(body)}`);
}
