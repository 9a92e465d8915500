import { describe, expect, it } from 'vitest';
import { type DashboardWidget, visibleWidgets } from './widget-registry';

const Noop = () => null;
const w = (id: string, extra: Partial<DashboardWidget> = {}): DashboardWidget => ({
  id,
  title: id,
  component: Noop,
  ...extra,
});
const business = { functionalities: [{ reference: 'invoices', beta: false }], forced_bank_features: false };

describe('visibleWidgets', () => {
  it('filters by flag and functionality and sorts by order', () => {
    const list = [
      w('c', { order: 30 }),
      w('a', { order: 10, flag: 'invoices', functionality: 'invoices' }),
      w('bank', { functionality: 'business_bank_movement' }),
      w('off', { flag: 'vat_report' }),
      w('b', { order: 20 }),
    ];
    expect(visibleWidgets(list, { flags: { invoices: true }, business }).map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('forced bank features count as the bank functionality', () => {
    const list = [w('bank', { functionality: 'business_bank_movement' })];
    expect(
      visibleWidgets(list, { flags: {}, business: { ...business, forced_bank_features: true } }),
    ).toHaveLength(1);
  });
});
