import { cashFlowEndpoints, invoiceEndpoints } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { businessQueryKey, keepBusinessData } from './business-query';
import { setBusinessId } from './session';

afterEach(() => setBusinessId(null));

describe('business-scoped query keys', () => {
  it("start with ['b', businessId, area] and name the concrete call", () => {
    const input = { query: { operationType: 'VENTA', page: 2 } };
    expect(businessQueryKey(7, invoiceEndpoints.list, input)).toEqual([
      'b',
      7,
      'invoices',
      'GET /v1/client/sii_invoice/invoices?operationType=VENTA&page=2',
    ]);
  });

  it('differ between businesses for the same call', () => {
    const input = { query: { group_by: 'week' as const } };
    expect(businessQueryKey(1, cashFlowEndpoints.buckets, input)).not.toEqual(
      businessQueryKey(2, cashFlowEndpoints.buckets, input),
    );
  });
});

describe('keepBusinessData', () => {
  const rows = { invoices: [1, 2, 3] };

  it('keeps the previous page on screen while the same business loads the next', () => {
    setBusinessId(7);
    expect(keepBusinessData(rows, { queryKey: ['b', 7, 'invoices', 'GET page 1'] })).toBe(rows);
  });

  it("never shows another business's rows as a placeholder", () => {
    setBusinessId(8);
    expect(keepBusinessData(rows, { queryKey: ['b', 7, 'invoices', 'GET page 1'] })).toBeUndefined();
  });
});
