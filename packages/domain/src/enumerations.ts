// Fixed value lists the portal stores (key) and shows (label, es-CL). Keys are the values persisted
// in the database/API and must not be "corrected" (e.g. the payment status 'verifing' is spelled so upstream).

/** One option of an enumeration: the stored key and its Spanish label. */
export type EnumEntry<K extends string | null = string | null> = { readonly key: K; readonly label: string };

/**
 * Label for `key` in `entries`, or undefined when the key is unknown (callers decide the fallback).
 * `undefined` is treated as `null`, so unset values match a `null`-keyed entry such as "Sin clasificar".
 */
export function labelOf<E extends EnumEntry>(
  entries: readonly E[],
  key: E['key'] | string | null | undefined,
): E['label'] | undefined {
  const wanted = key === undefined ? null : key;
  return entries.find((entry) => entry.key === wanted)?.label;
}

/** True when `key` is one of the keys of `entries` (narrows the type). */
export function isKeyOf<E extends EnumEntry>(entries: readonly E[], key: unknown): key is E['key'] {
  return entries.some((entry) => entry.key === key);
}

/** Pension fund administrators (AFP); key and label are the same name. */
export const PENSION_FUNDS = [
  { key: 'Capital', label: 'Capital' },
  { key: 'Cuprum', label: 'Cuprum' },
  { key: 'Habitat', label: 'Habitat' },
  { key: 'Modelo', label: 'Modelo' },
  { key: 'PlanVital', label: 'PlanVital' },
  { key: 'ProVida', label: 'ProVida' },
  { key: 'Uno', label: 'Uno' },
] as const satisfies readonly EnumEntry<string>[];
export type PensionFund = (typeof PENSION_FUNDS)[number]['key'];

/** Employment contract types. */
export const CONTRACT_TYPES = [
  { key: 'fixed', label: 'Fijo' },
  { key: 'undefined', label: 'Indefinido' },
  { key: 'by_work', label: 'Por Obra' },
] as const satisfies readonly EnumEntry<string>[];
export type ContractType = (typeof CONTRACT_TYPES)[number]['key'];

/** Currency an amount is expressed in. */
export const MONEY_TYPES = [
  { key: 'currency', label: 'Pesos' },
  { key: 'uf', label: 'UF' },
] as const satisfies readonly EnumEntry<string>[];
export type MoneyType = (typeof MONEY_TYPES)[number]['key'];

export const GENDERS = [
  { key: 'female', label: 'Mujer' },
  { key: 'male', label: 'Hombre' },
] as const satisfies readonly EnumEntry<string>[];
export type Gender = (typeof GENDERS)[number]['key'];

/** Currency of the health plan price (Fonasa/Isapre). */
export const HEALTH_MONEY_TYPES = [
  { key: 'health_system_currency', label: 'Pesos' },
  { key: 'health_system_uf', label: 'UF' },
] as const satisfies readonly EnumEntry<string>[];
export type HealthMoneyType = (typeof HEALTH_MONEY_TYPES)[number]['key'];

/** Health insurers (Fonasa and Isapres) as stored; key and label are the same name, spelled as given. */
export const HEALTH_SYSTEMS = [
  { key: 'Banmedica', label: 'Banmedica' },
  { key: 'Chuquicamata', label: 'Chuquicamata' },
  { key: 'Consalud', label: 'Consalud' },
  { key: 'Cruz del Norte', label: 'Cruz del Norte' },
  { key: 'Fonasa', label: 'Fonasa' },
  { key: 'GoldenCross', label: 'GoldenCross' },
  { key: 'Fusat', label: 'Fusat' },
  { key: 'Isapre Bco. Estado', label: 'Isapre Bco. Estado' },
  { key: 'Mas Vida', label: 'Mas Vida' },
  { key: 'Rio Blanco', label: 'Rio Blanco' },
  { key: 'San Lorenzo', label: 'San Lorenzo' },
  { key: 'Vida Tres', label: 'Vida Tres' },
  { key: 'Óptima', label: 'Óptima' },
  { key: 'Cruz Blanca', label: 'Cruz Blanca' },
  { key: 'Fundación', label: 'Fundación' },
] as const satisfies readonly EnumEntry<string>[];
export type HealthSystem = (typeof HEALTH_SYSTEMS)[number]['key'];

export const NATIONALITIES = [
  { key: 'chilean', label: 'Chilena' },
  { key: 'foreigner', label: 'Extranjera' },
] as const satisfies readonly EnumEntry<string>[];
export type Nationality = (typeof NATIONALITIES)[number]['key'];

/** Payroll ("remuneraciones") statuses that are stored on a payroll. */
export const PAYROLL_STATUSES = [
  { key: 'created', label: 'Creado' },
  { key: 'received', label: 'En Progreso' },
  { key: 'ready', label: 'Listo' },
  { key: 'sent', label: 'Enviado' },
] as const satisfies readonly EnumEntry<string>[];
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number]['key'];

/**
 * Payroll labels for display: the stored statuses plus 'unrealized' (No Realizado), which the spec
 * lists among the labels but not among the stored statuses (a month with no payroll done).
 */
export const PAYROLL_STATUS_LABELS = [
  ...PAYROLL_STATUSES,
  { key: 'unrealized', label: 'No Realizado' },
] as const satisfies readonly EnumEntry<string>[];
export type PayrollDisplayStatus = (typeof PAYROLL_STATUS_LABELS)[number]['key'];

/** Roles of a user within a company. */
export const USER_ROLES = [
  { key: 'owner', label: 'Propietario' },
  { key: 'admin', label: 'Administrador' },
  { key: 'other', label: 'Invitado' },
] as const satisfies readonly EnumEntry<string>[];
export type UserRole = (typeof USER_ROLES)[number]['key'];

export const EMPLOYEE_STATUSES = [
  { key: 'working', label: 'Trabajando' },
  { key: 'settled', label: 'Finiquitado' },
] as const satisfies readonly EnumEntry<string>[];
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number]['key'];

/** Account types offered when a user enters a bank account (e.g. for payroll deposits); key = label. */
export const BANK_ACCOUNT_SELECT_TYPES = [
  { key: 'Cuenta Corriente', label: 'Cuenta Corriente' },
  { key: 'Cuenta Vista', label: 'Cuenta Vista' },
  { key: 'Cuenta Ahorro', label: 'Cuenta Ahorro' },
] as const satisfies readonly EnumEntry<string>[];
export type BankAccountSelectType = (typeof BANK_ACCOUNT_SELECT_TYPES)[number]['key'];

/** `account_type` of synced bank accounts; null means the account has not been classified. */
export const BANK_ACCOUNT_TYPES = [
  { key: 'checking_account', label: 'Cuenta corriente' },
  { key: 'credit_card', label: 'Tarjeta de crédito' },
  { key: 'line_of_credit', label: 'Línea de crédito' },
  { key: 'rut_account', label: 'Cuenta RUT' },
  { key: 'savings_account', label: 'Cuenta de ahorro' },
  { key: 'sight_account', label: 'Cuenta vista' },
  { key: null, label: 'Sin clasificar' },
] as const satisfies readonly EnumEntry[];
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]['key'];

/** Payment statuses ('verifing' is the stored spelling). */
export const PAYMENT_STATUSES = [
  { key: 'canceled', label: 'Cancelado' },
  { key: 'created', label: 'Creado' },
  { key: 'expired', label: 'Expirado' },
  { key: 'failed', label: 'Fallido' },
  { key: 'paid', label: 'Pagado' },
  { key: 'pending', label: 'Pendiente' },
  { key: 'verifing', label: 'Verificando' },
] as const satisfies readonly EnumEntry<string>[];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]['key'];

/**
 * Status of a subscription at the external payment provider. 'manual' is not reported by the provider:
 * it is what any other value (including none) means — a subscription handled by hand.
 */
export const SUBSCRIPTION_STATUSES = [
  { key: 'pending', label: 'Pendiente' },
  { key: 'error', label: 'Error' },
  { key: 'activate', label: 'Activa' },
  { key: 'deactivate', label: 'Desactivada' },
  { key: 'cancelled', label: 'Cancelada' },
  { key: 'manual', label: 'Manual' },
] as const satisfies readonly EnumEntry<string>[];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]['key'];

/** Maps a provider status to a known one; anything else → 'manual'. */
export function subscriptionStatus(value: string | null | undefined): SubscriptionStatus {
  return isKeyOf(SUBSCRIPTION_STATUSES, value) ? value : 'manual';
}

/** Status of a "boleta de honorarios" as the SII reports it. */
export const HONORARIUM_TICKET_STATUSES = [
  { key: 'VIG', label: 'Vigente' },
  { key: 'VCA', label: 'Vencida' },
  { key: 'ANUL', label: 'Anulada' },
  { key: 'ObR', label: 'Con Observaciones' },
] as const satisfies readonly EnumEntry<string>[];
export type HonorariumTicketStatus = (typeof HONORARIUM_TICKET_STATUSES)[number]['key'];

/** Kinds of collection reminders sent for invoices. */
export const REMINDER_TYPES = [
  { key: 'invoice_issued', label: 'Factura emitida' },
  { key: 'invoice_by_due', label: 'Factura por vencer' },
  { key: 'invoice_due', label: 'Factura vencida' },
] as const satisfies readonly EnumEntry<string>[];
export type ReminderType = (typeof REMINDER_TYPES)[number]['key'];

/** Document categories uploaded for the annual accounting (Operación Renta). */
export const ANNUAL_ACCOUNTING_FILE_CATEGORIES = [
  { key: 'business_writing', label: 'Escritura de la sociedad' },
  { key: 'balanced', label: 'Balance' },
  { key: 'intangible_asset_book', label: 'Libro de activos intangibles' },
  { key: 'depreciation_asset_book', label: 'Libro de activo fijo y depreciación' },
  { key: 'contract_leasing', label: 'Contrato de leasing' },
  { key: 'quota_leasing', label: 'Cuotas de leasing' },
  { key: 'society', label: 'Sociedad' },
  { key: 'local_commercial_value', label: 'Valor comercial del local' },
  { key: 'inventory', label: 'Inventario' },
  { key: 'partner_rent_payment', label: 'Pago de arriendo a socios' },
] as const satisfies readonly EnumEntry<string>[];
export type AnnualAccountingFileCategory = (typeof ANNUAL_ACCOUNTING_FILE_CATEGORIES)[number]['key'];

/** Progress of a company's annual accounting. */
export const ANNUAL_ACCOUNTING_STATUSES = [
  { key: 'passed', label: 'Aprobado' },
  { key: 'in_progress', label: 'En proceso' },
  { key: 'with_expenses', label: 'Con gastos' },
  { key: 'with_expenses_and_opening', label: 'Con gastos y apertura' },
  { key: 'finished_with_utility', label: 'Terminado con utilidad' },
  { key: 'finished_with_loss', label: 'Terminado con pérdida' },
  { key: 'pending_by_customer', label: 'Pendiente por el cliente' },
  { key: 'ok_in_icontador', label: 'OK en iContador' },
  { key: 'ready_without_depreciation', label: 'Listo sin depreciación' },
] as const satisfies readonly EnumEntry<string>[];
export type AnnualAccountingStatus = (typeof ANNUAL_ACCOUNTING_STATUSES)[number]['key'];

/** Monthly accounting (F29) statuses as stored; key = label. */
export const MONTHLY_ACCOUNTING_STATUSES = [
  { key: 'En proceso', label: 'En proceso' },
  { key: 'Enviado', label: 'Enviado' },
  { key: 'Listo', label: 'Listo' },
  { key: 'Declarado por el cliente', label: 'Declarado por el cliente' },
  { key: 'Con problemas', label: 'Con problemas' },
] as const satisfies readonly EnumEntry<string>[];
export type MonthlyAccountingStatus = (typeof MONTHLY_ACCOUNTING_STATUSES)[number]['key'];

/** What the client sees for a monthly accounting status: only "done" or "in progress". */
export type MonthlyAccountingDisplay = 'Listo' | 'En Proceso';

// Statuses after which the client has nothing left to wait for.
const MONTHLY_DONE: readonly string[] = ['Listo', 'Enviado', 'Declarado por el cliente'];

/** 'Listo' for Listo, Enviado and Declarado por el cliente; 'En Proceso' for everything else. */
export function monthlyAccountingDisplay(status: string | null | undefined): MonthlyAccountingDisplay {
  return status && MONTHLY_DONE.includes(status) ? 'Listo' : 'En Proceso';
}
