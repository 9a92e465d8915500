import { describe, expect, it } from 'vitest';
import { purchaseRegisterPeriod } from './purchase-period';

// The SII (sii.cl/destacados/f29/usocreditofiscal.htm): a factura is credit in the month of its acuse
// de recibo; without one the acuse is given automatically 8 días corridos after the SII received it,
// so a factura received in the last 8 days of a month lands in the next. Each expected month below is
// read from that statement and a calendar.
describe('purchaseRegisterPeriod', () => {
  it('puts a factura dated 31 March and received 2 April in April', () => {
    expect(
      purchaseRegisterPeriod({
        docType: 33,
        issueDate: '2026-03-31',
        receptionDate: '2026-04-02',
        acuseDate: null,
      }),
    ).toBe(202604);
  });

  it('without an acuse, 8 days after the reception: 22 June stays in June, 23 June goes to July', () => {
    const f = (receptionDate: string) =>
      purchaseRegisterPeriod({ docType: 33, issueDate: '2026-06-20', receptionDate, acuseDate: null });
    // 22 + 8 = 30 June; 23 June + 8 days = 1 July (June has 30 days).
    expect(f('2026-06-22')).toBe(202606);
    expect(f('2026-06-23')).toBe(202607);
  });

  it('with the acuse the buyer gave, its month', () => {
    expect(
      purchaseRegisterPeriod({
        docType: 33,
        issueDate: '2026-06-20',
        receptionDate: '2026-06-28',
        acuseDate: '2026-06-29',
      }),
    ).toBe(202606);
  });

  it('a nota de crédito (no acuse) by its reception, a factura de compra and a source without reception by issue', () => {
    expect(
      purchaseRegisterPeriod({
        docType: 61,
        issueDate: '2026-03-31',
        receptionDate: '2026-04-01',
        acuseDate: null,
      }),
    ).toBe(202604);
    expect(
      purchaseRegisterPeriod({
        docType: 61,
        issueDate: '2026-03-20',
        receptionDate: '2026-03-28',
        acuseDate: null,
      }),
    ).toBe(202603);
    expect(
      purchaseRegisterPeriod({
        docType: 46,
        issueDate: '2026-03-30',
        receptionDate: '2026-03-30',
        acuseDate: null,
      }),
    ).toBe(202603);
    expect(
      purchaseRegisterPeriod({ docType: 33, issueDate: '2026-03-30', receptionDate: null, acuseDate: null }),
    ).toBe(202603);
  });
});
