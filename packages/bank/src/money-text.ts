import { formatCurrencyAmount } from '@portal/domain';

/**
 * An amount as the user reads it, in its own currency: pesos as '$1.234.567' / '−$150.000', other
 * currencies with their ISO 4217 decimals, es-CL separators and the code ('−34,51 USD').
 */
export const moneyText = (minor: number, currency: string): string => formatCurrencyAmount(minor, currency);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const dateText = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
