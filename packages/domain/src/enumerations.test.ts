import { describe, expect, it } from 'vitest';
import {
  ANNUAL_ACCOUNTING_FILE_CATEGORIES,
  ANNUAL_ACCOUNTING_STATUSES,
  BANK_ACCOUNT_SELECT_TYPES,
  BANK_ACCOUNT_TYPES,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  type EnumEntry,
  GENDERS,
  HEALTH_MONEY_TYPES,
  HEALTH_SYSTEMS,
  HONORARIUM_TICKET_STATUSES,
  MONEY_TYPES,
  MONTHLY_ACCOUNTING_STATUSES,
  NATIONALITIES,
  PAYMENT_STATUSES,
  PAYROLL_STATUSES,
  PAYROLL_STATUS_LABELS,
  PENSION_FUNDS,
  REMINDER_TYPES,
  SUBSCRIPTION_STATUSES,
  USER_ROLES,
  isKeyOf,
  labelOf,
  monthlyAccountingDisplay,
  subscriptionStatus,
} from './enumerations';

const keys = (entries: readonly EnumEntry[]) => entries.map((e) => e.key);

describe('enumerations', () => {
  it('have unique keys and non-empty labels', () => {
    const all: readonly (readonly EnumEntry[])[] = [
      PENSION_FUNDS,
      CONTRACT_TYPES,
      MONEY_TYPES,
      GENDERS,
      HEALTH_MONEY_TYPES,
      HEALTH_SYSTEMS,
      NATIONALITIES,
      PAYROLL_STATUSES,
      PAYROLL_STATUS_LABELS,
      USER_ROLES,
      EMPLOYEE_STATUSES,
      BANK_ACCOUNT_SELECT_TYPES,
      BANK_ACCOUNT_TYPES,
      PAYMENT_STATUSES,
      SUBSCRIPTION_STATUSES,
      HONORARIUM_TICKET_STATUSES,
      REMINDER_TYPES,
      ANNUAL_ACCOUNTING_FILE_CATEGORIES,
      ANNUAL_ACCOUNTING_STATUSES,
      MONTHLY_ACCOUNTING_STATUSES,
    ];
    for (const entries of all) {
      expect(new Set(keys(entries)).size).toBe(entries.length);
      for (const entry of entries) expect(entry.label.length).toBeGreaterThan(0);
    }
  });

  it('match the specified keys', () => {
    expect(keys(PENSION_FUNDS)).toEqual([
      'Capital',
      'Cuprum',
      'Habitat',
      'Modelo',
      'PlanVital',
      'ProVida',
      'Uno',
    ]);
    expect(HEALTH_SYSTEMS).toHaveLength(15);
    expect(keys(PAYROLL_STATUSES)).toEqual(['created', 'received', 'ready', 'sent']);
    expect(keys(BANK_ACCOUNT_TYPES)).toEqual([
      'checking_account',
      'credit_card',
      'line_of_credit',
      'rut_account',
      'savings_account',
      'sight_account',
      null,
    ]);
    expect(keys(PAYMENT_STATUSES)).toEqual([
      'canceled',
      'created',
      'expired',
      'failed',
      'paid',
      'pending',
      'verifing',
    ]);
    expect(keys(ANNUAL_ACCOUNTING_FILE_CATEGORIES)).toHaveLength(10);
    expect(keys(ANNUAL_ACCOUNTING_STATUSES)).toHaveLength(9);
    expect(keys(REMINDER_TYPES)).toEqual(['invoice_issued', 'invoice_by_due', 'invoice_due']);
  });
});

describe('labelOf', () => {
  it('returns the Spanish label', () => {
    expect(labelOf(CONTRACT_TYPES, 'by_work')).toBe('Por Obra');
    expect(labelOf(CONTRACT_TYPES, 'undefined')).toBe('Indefinido');
    expect(labelOf(USER_ROLES, 'other')).toBe('Invitado');
    expect(labelOf(PAYROLL_STATUSES, 'received')).toBe('En Progreso');
    expect(labelOf(PAYROLL_STATUS_LABELS, 'unrealized')).toBe('No Realizado');
    expect(labelOf(HONORARIUM_TICKET_STATUSES, 'ObR')).toBe('Con Observaciones');
    expect(labelOf(HEALTH_MONEY_TYPES, 'health_system_uf')).toBe('UF');
    expect(labelOf(NATIONALITIES, 'foreigner')).toBe('Extranjera');
    expect(labelOf(EMPLOYEE_STATUSES, 'settled')).toBe('Finiquitado');
  });

  it('maps null and undefined to the null-keyed entry', () => {
    expect(labelOf(BANK_ACCOUNT_TYPES, null)).toBe('Sin clasificar');
    expect(labelOf(BANK_ACCOUNT_TYPES, undefined)).toBe('Sin clasificar');
    expect(labelOf(BANK_ACCOUNT_TYPES, 'rut_account')).toBe('Cuenta RUT');
  });

  it('returns undefined for unknown keys', () => {
    expect(labelOf(GENDERS, 'other')).toBeUndefined();
    expect(labelOf(GENDERS, null)).toBeUndefined();
  });

  it('isKeyOf narrows known keys', () => {
    expect(isKeyOf(MONEY_TYPES, 'uf')).toBe(true);
    expect(isKeyOf(MONEY_TYPES, 'usd')).toBe(false);
  });
});

describe('subscriptionStatus', () => {
  it('keeps known statuses and maps anything else to manual', () => {
    for (const s of ['pending', 'error', 'activate', 'deactivate', 'cancelled'] as const) {
      expect(subscriptionStatus(s)).toBe(s);
    }
    expect(subscriptionStatus('active')).toBe('manual');
    expect(subscriptionStatus('')).toBe('manual');
    expect(subscriptionStatus(null)).toBe('manual');
    expect(subscriptionStatus(undefined)).toBe('manual');
  });
});

describe('monthlyAccountingDisplay', () => {
  it('collapses statuses to Listo or En Proceso', () => {
    expect(monthlyAccountingDisplay('Listo')).toBe('Listo');
    expect(monthlyAccountingDisplay('Enviado')).toBe('Listo');
    expect(monthlyAccountingDisplay('Declarado por el cliente')).toBe('Listo');
    expect(monthlyAccountingDisplay('En proceso')).toBe('En Proceso');
    expect(monthlyAccountingDisplay('Con problemas')).toBe('En Proceso');
    expect(monthlyAccountingDisplay(null)).toBe('En Proceso');
    expect(monthlyAccountingDisplay('otro')).toBe('En Proceso');
  });
});
