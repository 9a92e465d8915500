import { describe, expect, it } from 'vitest';
import { bulkBody } from './updates';

describe('bulkBody (spec §5 bulk update)', () => {
  it('sends the selected ids with the paid flag', () => {
    expect(bulkBody('VENTA', { kind: 'ids', ids: [3, 5] }, { payed: true })).toEqual({
      operationType: 'VENTA',
      id_docs: [3, 5],
      payed: true,
    });
  });

  it('sends the filters instead of ids for every matching record', () => {
    const filters = { operationType: 'COMPRA' as const, last_periods: 2, payed: false };
    expect(bulkBody('COMPRA', { kind: 'all', filters }, { payed: true })).toEqual({
      operationType: 'COMPRA',
      update_massive: true,
      update_by: filters,
      payed: true,
    });
  });

  it('classification sends the account and the all-invoices flag', () => {
    expect(bulkBody('COMPRA', { kind: 'ids', ids: [1] }, { invoicing_account_id: 9 })).toEqual({
      operationType: 'COMPRA',
      id_docs: [1],
      invoicing_account_id: 9,
      all_invoices: false,
    });
    const all = bulkBody(
      'COMPRA',
      { kind: 'all', filters: { operationType: 'COMPRA' } },
      { invoicing_account_id: 9 },
    );
    expect(all).toMatchObject({ update_massive: true, all_invoices: true, invoicing_account_id: 9 });
  });

  it('the detail clears a classification with a null account, for its one id', () => {
    expect(bulkBody('COMPRA', { kind: 'ids', ids: [7] }, { invoicing_account_id: null })).toEqual({
      operationType: 'COMPRA',
      id_docs: [7],
      invoicing_account_id: null,
      all_invoices: false,
    });
  });

  it('waiting for acknowledgment travels with the filters of an update of every match', () => {
    const filters = { operationType: 'COMPRA' as const, last_periods: 2, awaiting_acknowledgment: true };
    expect(bulkBody('COMPRA', { kind: 'all', filters }, { invoicing_account_id: 4 }).update_by).toEqual(
      filters,
    );
  });
});
