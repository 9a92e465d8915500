/**
 * Throughput of the SII parsers on generated data (no assertions; timings are machine-dependent).
 *   npx tsx packages/sii/scripts/throughput.ts [rcvRows=50000] [dteDocs=5000]
 */
import { performance } from 'node:perf_hooks';
import { parseDteXml, parseRcv, writeEnvioDte, writeRcvCsv } from '../src/index';
import type { DteDocument, SiiDocument } from '../src/index';
import { computeRutDv } from '@portal/domain';

const rcvRows = Number(process.argv[2] ?? 50_000);
const dteDocs = Number(process.argv[3] ?? 5_000);
const BUSINESS = '76354771-K';

const rut = (n: number): string => {
  const body = String(10_000_000 + ((n * 7919) % 89_999_999));
  return `${body}-${computeRutDv(body)}`;
};

const makeDoc = (i: number): SiiDocument => {
  const net = 1000 + ((i * 37) % 5_000_000);
  const iva = Math.round(net * 0.19);
  const day = String((i % 28) + 1).padStart(2, '0');
  const otherTaxes =
    i % 10 === 0
      ? [
          { code: '24', amount: 100, rate: '31.5' },
          { code: '271', amount: 50, rate: '18' },
        ]
      : [];
  return {
    direction: 'VENTA',
    docType: i % 20 === 0 ? 61 : 33,
    folio: i + 1,
    issuerRut: BUSINESS,
    issuerName: 'Ingeniería Enacon SpA',
    receiverRut: rut(i),
    receiverName: `Cliente Ñandú ${i % 1000} Ltda.`,
    issueDate: `2024-03-${day}`,
    receptionDate: `2024-03-${day}`,
    acknowledgedAt: null,
    dueDate: null,
    netAmount: net,
    exemptAmount: 0,
    ivaAmount: iva,
    otherTaxes: otherTaxes.reduce((s, t) => s + t.amount, 0),
    otherTaxDetails: otherTaxes,
    totalAmount: net + iva,
    ivaRate: 19,
    references:
      i % 20 === 0
        ? [{ docType: '33', folio: String(i), date: '2024-03-01', code: 3, reason: 'Devolución' }]
        : [],
    items: [
      {
        line: 1,
        name: 'Servicio de diseño',
        description: null,
        quantity: '1',
        unit: 'UN',
        unitPrice: net,
        amount: net,
      },
    ],
    sourceLine: null,
  };
};

const time = <T>(fn: () => T): [T, number] => {
  const t0 = performance.now();
  const out = fn();
  return [out, (performance.now() - t0) / 1000];
};

const docs = Array.from({ length: rcvRows }, (_, i) => makeDoc(i));
const csv = writeRcvCsv('VENTA', docs, { businessRut: BUSINESS });
parseRcv(csv.subarray(0, 200_000)); // warm-up
const [rcv, rcvSecs] = time(() => parseRcv(csv));
console.log(
  `RCV: ${rcv.rows.length} documents (${csv.length} bytes, ${rcv.errors.length} errors) in ${rcvSecs.toFixed(3)} s → ${Math.round(rcv.rows.length / rcvSecs)} rows/s`,
);

const dte: DteDocument[] = docs
  .slice(0, dteDocs)
  .map(({ direction: _d, ...rest }) => ({ ...rest, sourceLine: null }));
const xml = writeEnvioDte(dte);
parseDteXml(writeEnvioDte(dte.slice(0, 200))); // warm-up
const [parsed, dteSecs] = time(() => parseDteXml(xml));
console.log(
  `DTE: ${parsed.documents.length} documents (${xml.length} bytes, ${parsed.errors.length} errors) in ${dteSecs.toFixed(3)} s → ${Math.round(parsed.documents.length / dteSecs)} docs/s`,
);
