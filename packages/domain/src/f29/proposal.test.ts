import { describe, expect, it } from 'vitest';
import { f29DocKind, f29Exclusion, ivaLineOf, isFixedAssetAccount } from './classify';
import { type F29BookGroup, type F29MonthBook, computeF29Chain, computeF29Month } from './proposal';
import { formatPpmRate, inForce, IVA_RATES, mulDivRound } from './rates';
import { utmOf } from './utm';

const g = (p: Partial<F29BookGroup> & Pick<F29BookGroup, 'direction' | 'docType'>): F29BookGroup => ({
  fixedAsset: false,
  inRegister: true,
  purchaseRegister: p.direction === 'COMPRA' ? 'REGISTRO' : null,
  rejected: false,
  zero: false,
  count: 1,
  exemptCount: 0,
  net: 0,
  exempt: 0,
  iva: 0,
  ivaRecoverable: p.iva ?? 0,
  ivaSharedUse: 0,
  ivaRetainedTotal: 0,
  ivaRetainedPartial: 0,
  ...p,
});
const opts = { ppmRateMilli: 250, utmOf };
const line = (p: ReturnType<typeof computeF29Month>, code: string) => p.lines.find((l) => l.code === code)!;

describe('F29 classification', () => {
  it('places each document type in its line by the SII table', () => {
    expect(ivaLineOf('VENTA', 33, false)).toBe('502');
    expect(ivaLineOf('VENTA', 39, false)).toBe('111');
    expect(ivaLineOf('VENTA', 56, false)).toBe('513');
    expect(ivaLineOf('VENTA', 61, false)).toBe('510');
    expect(ivaLineOf('VENTA', 34, false)).toBeNull();
    expect(ivaLineOf('COMPRA', 33, false)).toBe('520');
    expect(ivaLineOf('COMPRA', 33, true)).toBe('525');
    expect(ivaLineOf('COMPRA', 46, false)).toBe('520');
    expect(ivaLineOf('VENTA', 46, false)).toBeNull();
    expect(ivaLineOf('COMPRA', 61, false)).toBe('528');
    expect(ivaLineOf('COMPRA', 56, false)).toBe('532');
    expect(f29DocKind(110)).toBe('exportacion');
    expect(f29DocKind(52)).toBe('otro');
  });
  it('leaves out claimed, "no incluir", rejected, pending purchases and guides', () => {
    const base = { direction: 'COMPRA' as const, inRegister: true, rejected: false, totalAmount: 10 };
    expect(f29Exclusion({ ...base, purchaseRegister: 'REGISTRO' })).toBeNull();
    expect(f29Exclusion({ ...base, purchaseRegister: null })).toBeNull();
    expect(f29Exclusion({ ...base, purchaseRegister: 'RECLAMADO' })).toBe('claimed');
    expect(f29Exclusion({ ...base, purchaseRegister: 'NO_INCLUIR' })).toBe('not-included');
    expect(f29Exclusion({ ...base, purchaseRegister: 'PENDIENTE' })).toBe('pending');
    expect(f29Exclusion({ ...base, purchaseRegister: 'REGISTRO', rejected: true })).toBe('rejected');
    expect(f29Exclusion({ ...base, purchaseRegister: null, inRegister: false })).toBe('outside-register');
    expect(f29Exclusion({ ...base, direction: 'VENTA', purchaseRegister: 'PENDIENTE' })).toBeNull();
  });
  it('reads fixed assets from the chart: group 12 but not accumulated depreciation', () => {
    expect(isFixedAssetAccount('1203')).toBe(true);
    expect(isFixedAssetAccount('1209')).toBe(false);
    expect(isFixedAssetAccount('4299')).toBe(false);
    expect(isFixedAssetAccount(null)).toBe(false);
  });
});

describe('F29 rates', () => {
  it('IVA is 19 % from 2003-10-01 and 18 % the day before', () => {
    expect(inForce(IVA_RATES, '2003-09-30')?.value).toBe(18);
    expect(inForce(IVA_RATES, '2003-10-01')?.value).toBe(19);
  });
  it('rounds a product over a quotient half away from zero, exactly', () => {
    expect(mulDivRound(1_000_001, 250, 100_000)).toBe(2_500); // 2500.0025
    expect(mulDivRound(1_000_200, 250, 100_000)).toBe(2_501); // 2500.5
    expect(mulDivRound(-3, 1, 2)).toBe(-2);
    expect(formatPpmRate(250)).toBe('0,25 %');
    expect(formatPpmRate(1_000)).toBe('1 %');
  });
  it('knows the UTM only where it was sourced', () => {
    expect(utmOf(202403)).toBe(64_793);
    expect(utmOf(202501)).toBe(67_429);
    expect(utmOf(202611)).toBeUndefined();
  });
});

describe('computeF29Month', () => {
  // March 2024: two facturas (net 1.000.000, IVA 190.000), a boleta (IVA 19.000), a credit note
  // (IVA 38.000), an exempt factura (500.000); purchases: a factura with 95.000 recoverable IVA and
  // 19.000 of uso común, a pending one and a claimed one (out), a credit note (IVA 9.500).
  const book: F29MonthBook = {
    period: 202403,
    honorarium: { count: 2, retention: 27_500 },
    groups: [
      g({ direction: 'VENTA', docType: 33, count: 2, net: 1_000_000, iva: 190_000 }),
      g({ direction: 'VENTA', docType: 39, net: 100_000, iva: 19_000 }),
      g({ direction: 'VENTA', docType: 61, net: 200_000, iva: 38_000 }),
      g({ direction: 'VENTA', docType: 34, exempt: 500_000, exemptCount: 1 }),
      g({
        direction: 'COMPRA',
        docType: 33,
        net: 600_000,
        iva: 114_000,
        ivaRecoverable: 95_000,
        ivaSharedUse: 19_000,
      }),
      g({ direction: 'COMPRA', docType: 33, purchaseRegister: 'PENDIENTE', net: 100_000, iva: 19_000 }),
      g({ direction: 'COMPRA', docType: 33, purchaseRegister: 'RECLAMADO', net: 100_000, iva: 19_000 }),
      g({ direction: 'COMPRA', docType: 61, net: 50_000, iva: 9_500 }),
    ],
  };
  // Factor: sales with credit 1.000.000 + 100.000 − 200.000 = 900.000; total 900.000 + 500.000.
  const p = computeF29Month(book, null, { withCredit: 900_000, total: 1_400_000 }, opts);

  it('computes débitos with notas de crédito subtracting', () => {
    expect(line(p, '502')).toMatchObject({ amount: 190_000, count: 2, countCode: '503' });
    expect(line(p, '111').amount).toBe(19_000);
    expect(line(p, '510').amount).toBe(38_000);
    expect(line(p, '142')).toMatchObject({ amount: 500_000, count: 1 });
    expect(line(p, '538').amount).toBe(190_000 + 19_000 - 38_000);
  });
  it('computes créditos with uso común by its factor and without pending or claimed purchases', () => {
    // 19.000 × 900.000 / 1.400.000 = 12.214,28… → 12.214
    expect(line(p, '520').amount).toBe(95_000 + 12_214);
    expect(line(p, '520').count).toBe(1);
    expect(line(p, '528').amount).toBe(9_500);
    expect(line(p, '537').amount).toBe(95_000 + 12_214 - 9_500);
    expect(p.warnings.map((w) => w.message).join(' ')).toMatch(/pendientes.*1 documento/);
  });
  it('determines IVA, PPM on net revenue and the total', () => {
    const deb = 171_000;
    const cred = 97_714;
    expect(line(p, '089').amount).toBe(deb - cred);
    expect(line(p, '077').amount).toBe(0);
    // Net revenue: 1.000.000 + 100.000 − 200.000 + 500.000 = 1.400.000; × 0,25 % = 3.500.
    expect(line(p, '563').amount).toBe(1_400_000);
    expect(line(p, '115').amount).toBe(0.25);
    expect(line(p, '062').amount).toBe(3_500);
    expect(line(p, '151')).toMatchObject({ amount: 27_500, count: 2 });
    expect(line(p, '547').amount).toBe(deb - cred + 3_500 + 27_500);
    expect(line(p, '091').amount).toBe(line(p, '547').amount);
  });
  it('links each line with documents to the list of its types', () => {
    expect(line(p, '502').link).toEqual({ direction: 'VENTA', period: 202403, docTypes: [33] });
    expect(line(p, '538').link).toBeNull();
  });
});

describe('computeF29Chain', () => {
  it('carries the remanente of M into M+1 at UTM(M+2) / UTM(M+1) (DL 825 art. 27)', () => {
    const purchase = (period: number, iva: number): F29MonthBook => ({
      period,
      honorarium: { count: 0, retention: 0 },
      groups: [g({ direction: 'COMPRA', docType: 33, net: iva * 5, iva })],
    });
    const chain = computeF29Chain([purchase(202411, 100_000), purchase(202501, 0)], opts);
    expect(chain.map((c) => c.period)).toEqual([202411, 202412, 202501]);
    const [nov, dec, jan] = chain;
    expect(line(nov, '077').amount).toBe(100_000);
    // November's remanente: its tax was due in December (UTM of December), it is used in the F29 of
    // December, declared in January (UTM of January):
    // 100.000 / UTM dic-2024 67.294 × UTM ene-2025 67.429 = 100.200,6… → 100.201
    expect(line(dec, '504').amount).toBe(100_201);
    expect(line(dec, '504').breakdown[1].label).toMatch(
      /UTM de enero de 2025 \$67\.429 \/ UTM de diciembre de 2024/,
    );
    expect(line(dec, '077').amount).toBe(100_201);
    // 100.201 / UTM ene-2025 67.429 × UTM feb-2025 67.294 = 100.000,4… → 100.000
    expect(line(jan, '504').amount).toBe(100_000);
    expect(jan.missingUtm).toEqual([]);
  });

  it('names the months whose UTM is missing and carries the remanente unadjusted', () => {
    const purchase = (period: number, iva: number): F29MonthBook => ({
      period,
      honorarium: { count: 0, retention: 0 },
      groups: [g({ direction: 'COMPRA', docType: 33, net: iva * 5, iva })],
    });
    const [, oct, nov] = computeF29Chain([purchase(202609, 100_000), purchase(202611, 0)], opts);
    // October's F29 is declared in November: UTM November 2026 is not known.
    expect(oct.missingUtm).toEqual([202611]);
    expect(line(oct, '504').amount).toBe(100_000);
    expect(line(oct, '504').note).toMatch(
      /Falta el valor de la UTM de noviembre de 2026 para reajustar el remanente/,
    );
    expect(oct.warnings).toContainEqual({
      code: '504',
      message: 'Falta el valor de la UTM de noviembre de 2026 para reajustar el remanente.',
    });
    expect(nov.missingUtm).toEqual([202611, 202612]);
    // A value the user enters is used, and said so.
    const entered = computeF29Chain([purchase(202609, 100_000), purchase(202610, 0)], {
      ...opts,
      utmOf: (p) => (p === 202611 ? 72_300 : utmOf(p)),
      utmByUser: (p) => p === 202611,
    });
    // 100.000 / 72.151 × 72.300 = 100.206,5… → 100.207
    expect(line(entered[1], '504').amount).toBe(100_207);
    expect(line(entered[1], '504').breakdown[1].label).toMatch(/\$72\.300 \(ingresado por el usuario\)/);
  });
});

describe('computeF29Chain from a declared 077', () => {
  it('starts over the month after the declared F29, even before the first book', () => {
    const sale = (period: number, iva: number): F29MonthBook => ({
      period,
      honorarium: { count: 0, retention: 0 },
      groups: [g({ direction: 'VENTA', docType: 33, net: iva * 5, iva })],
    });
    const chain = computeF29Chain([sale(202502, 10_000)], {
      ...opts,
      declared: { period: 202412, remanente: 500_000 },
    });
    expect(chain.map((c) => c.period)).toEqual([202501, 202502]);
    // 500.000 / UTM ene-2025 67.429 × UTM feb-2025 67.294 = 498.998,9… → 498.999
    expect(line(chain[0], '504').amount).toBe(498_999);
    expect(line(chain[0], '504').breakdown[0].label).toBe(
      'Remanente de diciembre de 2024 (077 declarado en el F29)',
    );
    // 498.999 / 67.294 × UTM mar-2025 68.034 = 504.486,2… → 504.486, less February's 10.000 débito.
    expect(line(chain[1], '504').amount).toBe(504_486);
    expect(line(chain[1], '077').amount).toBe(494_486);
    // A declared F29 of the last month or later changes nothing.
    const same = computeF29Chain([sale(202502, 10_000)], {
      ...opts,
      declared: { period: 202502, remanente: 1 },
    });
    expect(line(same[0], '504').amount).toBe(0);
  });
});

describe('document counts (SII F29 instruction 5: every document whose amount goes in the line)', () => {
  it('leaves an exenta nota de crédito out of 509 and a purchase with no credit out of 519, and counts a zero nota', () => {
    const p = computeF29Month(
      {
        period: 202405,
        honorarium: { count: 0, retention: 0 },
        groups: [
          // Two notas de crédito with IVA and one exenta (no IVA): 509 counts the two.
          g({ direction: 'VENTA', docType: 61, count: 3, ivaCount: 2, net: 20_000, iva: 3_800 }),
          // A nota de crédito with total 0 that only corrects a text: a document of the register.
          g({ direction: 'VENTA', docType: 61, count: 1, zero: true }),
          // Three facturas received; one has only IVA no recuperable: 519 counts two.
          g({
            direction: 'COMPRA',
            docType: 33,
            count: 3,
            creditCount: 2,
            net: 30_000,
            iva: 5_700,
            ivaRecoverable: 3_800,
          }),
        ],
      },
      null,
      { withCredit: 0, total: 0 },
      opts,
    );
    expect(line(p, '510')).toMatchObject({ count: 2 + 1, amount: 3_800 });
    expect(line(p, '520')).toMatchObject({ count: 2, amount: 3_800 });
  });
});

describe('documents without a line', () => {
  it('reports liquidaciones-factura and electronic payment vouchers instead of counting them', () => {
    expect(ivaLineOf('VENTA', 43, false)).toBeNull();
    expect(ivaLineOf('VENTA', 48, false)).toBeNull();
    const p = computeF29Month(
      {
        period: 202405,
        honorarium: { count: 0, retention: 0 },
        groups: [g({ direction: 'VENTA', docType: 48, net: 10_000, iva: 1_900 })],
      },
      null,
      { withCredit: 10_000, total: 10_000 },
      opts,
    );
    expect(line(p, '538').amount).toBe(0);
    expect(line(p, '563').amount).toBe(10_000);
    expect(p.warnings.map((w) => w.message).join(' ')).toMatch(/tipos 48/);
  });
});

describe('informative purchase lines', () => {
  it('521/564: net of the purchases whose IVA is no credit; 562/584: exempt purchases; neither moves 537', () => {
    // Three facturas with IVA, one of them credit; an exempt factura pair; a credit note whose IVA is
    // no credit and which has an exempt part: notes subtract their amounts and count as documents.
    const book: F29MonthBook = {
      period: 202605,
      groups: [
        g({
          direction: 'COMPRA',
          docType: 33,
          count: 3,
          ivaCount: 3,
          creditCount: 1,
          net: 900_000,
          iva: 171_000,
          ivaRecoverable: 57_000,
          noCreditNet: 600_000,
        }),
        g({
          direction: 'COMPRA',
          docType: 34,
          count: 2,
          exemptCount: 2,
          exempt: 300_000,
          ivaCount: 0,
          creditCount: 0,
        }),
        g({
          direction: 'COMPRA',
          docType: 61,
          count: 1,
          ivaCount: 1,
          creditCount: 0,
          net: 100_000,
          iva: 19_000,
          ivaRecoverable: 0,
          noCreditNet: 100_000,
          exempt: 50_000,
          exemptCount: 1,
        }),
      ],
      honorarium: { count: 0, retention: 0 },
    };
    const p = computeF29Month(book, null, { withCredit: 0, total: 0 }, opts);
    expect([line(p, '521').countCode, line(p, '521').count, line(p, '521').amount]).toEqual([
      '564',
      2 + 1,
      600_000 - 100_000,
    ]);
    expect([line(p, '562').countCode, line(p, '562').count, line(p, '562').amount]).toEqual([
      '584',
      2 + 1,
      300_000 - 50_000,
    ]);
    // The credit is the recoverable IVA of the one factura; the note's IVA is none of it credit.
    expect(line(p, '537').amount).toBe(57_000);
  });
});
