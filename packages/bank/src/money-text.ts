import { formatCLP } from '@portal/domain';
import { currencyExponent } from './currency';

const MINUS = '\u2212';

/**
 * An amount as the user reads it: pesos as '$1.234.567' / '−$150.000' (formatCLP), other
 * currencies with their decimals, es-CL separators and the code ('−34,51 USD').
 */
export const moneyText = (minor: number, currency: string): string => {
  if (currency === 'CLP') return formatCLP(minor).replace(/^-/, MINUS);
  const exp = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  const int = (exp === 0 ? digits : digits.slice(0, -exp)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const body = exp === 0 ? int : `${int},${digits.slice(-exp)}`;
  return `${minor < 0 ? MINUS : ''}${body} ${currency}`;
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const dateText = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
