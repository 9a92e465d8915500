import { describe, expect, it } from 'vitest';
import {
  AUTO_RECONCILE_THRESHOLD,
  MATCH_AMOUNT_TOLERANCE,
  type MovementToMatch,
  type OpenDocument,
  createMatcher,
  isAutomatic,
} from './matcher';

// Valid RUTs: 76123456-0, 76354771-K, 12345678-5, 77777777-7.
const ANDES = { rut: '76123456-0', name: 'Comercial Los Andes SpA' };
const ROBLE = { rut: '76354771-K', name: 'Ferretería El Roble Limitada' };
const PEREZ = { rut: '12345678-5', name: 'María Pérez Soto' };

let nextId = 1;
const doc = (
  party: { rut: string; name: string },
  folio: number,
  open: number,
  dueDate: string | null = '2024-03-10',
  more: Partial<OpenDocument> = {},
): OpenDocument => ({
  id: nextId++,
  direction: 'VENTA',
  docType: 33,
  folio,
  rut: party.rut,
  name: party.name,
  open,
  issueDate: '2024-02-09',
  dueDate,
  ...more,
});
const movement = (
  amount: number,
  description: string,
  more: Partial<MovementToMatch> = {},
): MovementToMatch => ({
  id: 1,
  amount,
  date: '2024-03-11',
  description,
  counterpartyName: null,
  reference: null,
  ...more,
});
const ids = (p: { documents: { id: number; amount: number }[] }) => p.documents.map((d) => [d.id, d.amount]);

describe('the spec constants', () => {
  it('tolerance is 2000 pesos and the threshold sits at 0.9', () => {
    expect(MATCH_AMOUNT_TOLERANCE).toBe(2000);
    expect(AUTO_RECONCILE_THRESHOLD).toBe(0.9);
  });
});

describe('createMatcher().propose', () => {
  it('RUT in the text and the exact amount: automatic', () => {
    const a = doc(ANDES, 1001, 238_000);
    const matcher = createMatcher([a, doc(ROBLE, 1002, 238_000)]);
    const [best] = matcher.propose(movement(238_000, 'TRANSF DE 76.123.456-0 COMERCIAL LOS AND'));
    expect(ids(best)).toEqual([[a.id, 238_000]]);
    expect(best.reasons).toEqual(expect.arrayContaining(['rut', 'exact_amount']));
    expect(isAutomatic(best)).toBe(true);
  });

  it('credits pay sales, debits pay purchases', () => {
    const sale = doc(ANDES, 1, 50_000);
    const purchase = doc(ANDES, 1, 50_000, '2024-03-10', { direction: 'COMPRA' });
    const matcher = createMatcher([sale, purchase]);
    expect(ids(matcher.propose(movement(50_000, 'TEF RECIBIDA 761234560'))[0])).toEqual([[sale.id, 50_000]]);
    expect(ids(matcher.propose(movement(-50_000, 'PAGO PROVEEDOR 761234560'))[0])).toEqual([
      [purchase.id, 50_000],
    ]);
    expect(matcher.propose(movement(0, 'TEF 761234560'))).toEqual([]);
  });

  it('a fee withheld: up to 2000 below the document settles it in full', () => {
    const a = doc(ANDES, 1001, 119_000);
    const matcher = createMatcher([a]);
    const [best] = matcher.propose(movement(117_000, 'TEF RECIBIDA 76123456 0'));
    expect(ids(best)).toEqual([[a.id, 119_000]]);
    expect(best.reasons).toContain('amount_within_tolerance');
    expect(isAutomatic(best)).toBe(true);
  });

  it('above the document is not within tolerance, and 2001 below is not either', () => {
    const a = doc(ANDES, 1001, 119_000);
    const b = doc(ANDES, 1002, 300_000);
    const matcher = createMatcher([a, b]);
    const above = matcher.propose(movement(119_500, 'TEF RECIBIDA 761234560'));
    expect(above.some((p) => p.documents.some((d) => d.id === a.id))).toBe(false);
    const farBelow = matcher.propose(movement(116_999, 'TEF RECIBIDA 761234560'));
    expect(farBelow.some((p) => p.documents.length === 1 && p.documents[0].amount === 119_000)).toBe(false);
  });

  it('one transfer for several documents of one counterpart', () => {
    const a = doc(ANDES, 1001, 119_000, '2024-02-20');
    const b = doc(ANDES, 1002, 59_500, '2024-03-01');
    const c = doc(ANDES, 1003, 35_700, '2024-03-05');
    const matcher = createMatcher([a, b, c, doc(ROBLE, 1004, 95_200)]);
    const [best] = matcher.propose(movement(95_200, 'TRASPASO DE: 761234560 COMERCIAL LOS'));
    expect(ids(best)).toEqual([
      [b.id, 59_500],
      [c.id, 35_700],
    ]);
    expect(best.reasons).toContain('several_documents');
    expect(isAutomatic(best)).toBe(true);
  });

  it('several documents named by their folios, whatever their age', () => {
    const old = doc(ANDES, 900, 10_000, '2023-01-10');
    const a = doc(ANDES, 1001, 119_000);
    const b = doc(ANDES, 1002, 59_500);
    const matcher = createMatcher([old, a, b]);
    const [best] = matcher.propose(movement(178_500, 'PAGO FACTS 1001 Y 1002 76123456-0'));
    expect(ids(best).sort()).toEqual(
      [
        [a.id, 119_000],
        [b.id, 59_500],
      ].sort(),
    );
    expect(isAutomatic(best)).toBe(true);
  });

  it('a partial payment is automatic with RUT and folio', () => {
    const a = doc(ANDES, 1001, 500_000);
    const b = doc(ANDES, 1002, 300_000);
    const matcher = createMatcher([a, b]);
    const [best] = matcher.propose(movement(100_000, 'ABONO FACT 1002 76123456-0'));
    expect(ids(best)).toEqual([[b.id, 100_000]]);
    expect(best.partial).toBe(true);
    expect(isAutomatic(best)).toBe(true);
  });

  it('a partial payment is automatic with RUT and a single open document larger than the amount', () => {
    const a = doc(ANDES, 1001, 500_000);
    const matcher = createMatcher([a]);
    const [best] = matcher.propose(movement(100_000, 'TEF RECIBIDA 761234560'));
    expect(ids(best)).toEqual([[a.id, 100_000]]);
    expect(isAutomatic(best)).toBe(true);
  });

  it('a partial payment of one of several larger documents is only a suggestion', () => {
    const matcher = createMatcher([doc(ANDES, 1001, 500_000), doc(ANDES, 1002, 300_000)]);
    const proposals = matcher.propose(movement(100_000, 'TEF RECIBIDA 761234560'));
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.some(isAutomatic)).toBe(false);
  });

  it('the amount alone is never automatic when other documents share it', () => {
    const matcher = createMatcher([doc(ANDES, 1001, 119_000), doc(ROBLE, 1002, 119_000)]);
    const proposals = matcher.propose(movement(119_000, 'DEP CHEQUE'));
    expect(proposals).toHaveLength(2);
    expect(proposals.some(isAutomatic)).toBe(false);
  });

  it('the amount alone is automatic when unique in its direction and within 3 days of the due date', () => {
    const a = doc(ANDES, 1001, 123_457, '2024-03-10');
    const purchase = doc(ROBLE, 1002, 123_457, '2024-03-10', { direction: 'COMPRA' });
    const matcher = createMatcher([a, purchase, doc(PEREZ, 1003, 119_000)]);
    const [near] = matcher.propose(movement(123_457, 'DEP CHEQUE', { date: '2024-03-12' }));
    expect(ids(near)).toEqual([[a.id, 123_457]]);
    expect(near.reasons).toContain('unique_amount');
    expect(isAutomatic(near)).toBe(true);
    const [far] = matcher.propose(movement(123_457, 'DEP CHEQUE', { date: '2024-03-20' }));
    expect(isAutomatic(far)).toBe(false);
  });

  it('a cut name with the amount is weaker than a RUT: automatic only when no other name reads the same', () => {
    const a = doc(ANDES, 1001, 119_000);
    const twin = doc({ rut: '77777777-7', name: 'Comercial Los Andinos SpA' }, 1002, 119_000);
    const alone = createMatcher([a, doc(ROBLE, 1003, 119_000)]);
    const [best] = alone.propose(movement(119_000, 'TRANSF DE COMERCIAL LOS ANDES'));
    expect(ids(best)).toEqual([[a.id, 119_000]]);
    expect(best.reasons).toContain('name');
    const shared = createMatcher([a, twin]);
    // 'COMERCIAL LOS AND' is the beginning of both names.
    expect(shared.propose(movement(119_000, 'TRANSF DE COMERCIAL LOS AND')).some(isAutomatic)).toBe(false);
  });

  it('two equal documents of one counterpart are ambiguous: neither is automatic', () => {
    const matcher = createMatcher([
      doc(ANDES, 1001, 119_000, '2024-03-05'),
      doc(ANDES, 1002, 119_000, '2024-03-08'),
    ]);
    const proposals = matcher.propose(movement(119_000, 'TEF RECIBIDA 761234560'));
    expect(proposals).toHaveLength(2);
    expect(proposals.some(isAutomatic)).toBe(false);
    expect(proposals[0].reasons).toContain('ambiguous');
  });

  it('…unless one is due now and the other not for another month (a month early is rare)', () => {
    const now = doc(ANDES, 1001, 119_000, '2024-03-10');
    const next = doc(ANDES, 1002, 119_000, '2024-04-10');
    const [best] = createMatcher([now, next]).propose(movement(119_000, 'TEF RECIBIDA 761234560'));
    expect(ids(best)).toEqual([[now.id, 119_000]]);
    expect(isAutomatic(best)).toBe(true);
  });

  it('the folio tells equal documents apart', () => {
    const a = doc(ANDES, 1001, 119_000);
    const b = doc(ANDES, 1002, 119_000);
    const [best] = createMatcher([a, b]).propose(movement(119_000, 'TEF 761234560 FACT 1002'));
    expect(ids(best)).toEqual([[b.id, 119_000]]);
    expect(isAutomatic(best)).toBe(true);
  });

  it('a payment before the document was issued is implausible', () => {
    const a = doc(ANDES, 1001, 119_000, '2024-03-10', { issueDate: '2024-03-15' });
    const [best] = createMatcher([a]).propose(movement(119_000, 'TEF 761234560'));
    expect(isAutomatic(best)).toBe(false);
  });

  it('a RUT of another counterpart keeps an amount match from being automatic', () => {
    const a = doc(ANDES, 1001, 123_457);
    const [best] = createMatcher([a, doc(ROBLE, 1002, 5_000)]).propose(movement(123_457, 'TEF 76354771K'));
    expect(isAutomatic(best)).toBe(false);
  });

  it('returns at most `limit` proposals, best first', () => {
    const docs = [1, 2, 3, 4, 5].map((f) => doc(ANDES, f, 119_000));
    const matcher = createMatcher(docs);
    expect(matcher.propose(movement(119_000, 'DEP CHEQUE'))).toHaveLength(3);
    expect(matcher.propose(movement(119_000, 'DEP CHEQUE'), 5)).toHaveLength(5);
    const list = matcher.propose(movement(119_000, 'DEP CHEQUE'), 5);
    for (let i = 1; i < list.length; i++)
      expect(list[i - 1].confidence).toBeGreaterThanOrEqual(list[i].confidence);
  });
});

describe('createMatcher().consume', () => {
  it('a consumed document is not proposed again in the batch', () => {
    const a = doc(ANDES, 1001, 119_000);
    const matcher = createMatcher([a]);
    const [first] = matcher.propose(movement(119_000, 'TEF 761234560'));
    matcher.consume(first);
    expect(matcher.propose(movement(119_000, 'TEF 761234560'))).toEqual([]);
  });

  it('a partial payment leaves the remainder open, matched exactly next time', () => {
    const a = doc(ANDES, 1001, 300_000);
    const matcher = createMatcher([a]);
    matcher.consume(matcher.propose(movement(100_000, 'ABONO FACT 1001 761234560'))[0]);
    const [rest] = matcher.propose(movement(200_000, 'TEF 761234560'));
    expect(ids(rest)).toEqual([[a.id, 200_000]]);
    expect(rest.partial).toBe(false);
    expect(rest.reasons).toContain('exact_amount');
  });
});
