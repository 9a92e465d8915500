import type { AccountType } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseAccountsPath } from '../components/accounts-area';
import { accountLabel, accountPath, findByLabel, groupByType, ledgerPath } from './chart';

const acc = (account_number: string, name: string, account_type: AccountType) => ({
  account_number,
  name,
  account_type,
});

describe('chart of accounts', () => {
  const accounts = [
    acc('4101', 'Ventas', 'REVENUE'),
    acc('1110', 'Clientes', 'ASSET'),
    acc('4299', 'Gastos generales', 'EXPENSE'),
    acc('1101', 'Caja', 'ASSET'),
    acc('2101', 'Proveedores', 'LIABILITY'),
  ];

  it('groups by type in balance order, each by code, leaving out empty types', () => {
    const groups = groupByType(accounts);
    expect(groups.map((g) => g.label)).toEqual(['Activo', 'Pasivo', 'Ingresos', 'Costos y gastos']);
    expect(groups[0].accounts.map((a) => a.account_number)).toEqual(['1101', '1110']);
  });

  it('labels, finds by name and builds links', () => {
    expect(accountLabel(accounts[1])).toBe('1110 · Clientes');
    expect(findByLabel(accounts, '  gastos   GENERALES ')?.account_number).toBe('4299');
    expect(findByLabel(accounts, '1110 · Clientes')?.name).toBe('Clientes');
    expect(findByLabel(accounts, 'Bancos')).toBeNull();
    expect(accountPath('contables', '1110')).toBe('/contabilidad/cuentas-contables/codigo/1110');
    expect(ledgerPath(7)).toBe('/contabilidad/libro-mayor?cuenta=7');
  });

  it('reads the chart sub-routes', () => {
    expect(parseAccountsPath('listado')).toEqual({ kind: 'list' });
    expect(parseAccountsPath('codigo/1110')).toEqual({ kind: 'code', code: '1110' });
    expect(parseAccountsPath('nombre/Gastos%20generales')).toEqual({
      kind: 'label',
      label: 'Gastos generales',
    });
    expect(parseAccountsPath('codigo/abc')).toEqual({ kind: 'none' });
    expect(parseAccountsPath('')).toEqual({ kind: 'none' });
  });
});
