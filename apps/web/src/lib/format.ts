// Formatting glue: the rules live in @portal/domain; this adds the app's fallbacks for missing values.
import {
  formatCLP,
  formatDate,
  formatPhone,
  formatRut,
  isUnenrolledRut,
  isValidRut,
  todayInChile,
} from '@portal/domain';

export const EMPTY_VALUE = '—';

export function displayRut(rut: string | null | undefined): string {
  if (!rut) return EMPTY_VALUE;
  if (isUnenrolledRut(rut)) return 'Sin RUT registrado';
  return formatRut(rut);
}

/** A user name that may be a RUT (the SII's, a bank's): formatted when it is one, as typed otherwise. */
export function displayLogin(value: string): string {
  return isValidRut(value) ? formatRut(value) : value;
}

export function displayPhone(phone: string | null | undefined): string {
  return formatPhone(phone) || EMPTY_VALUE;
}

export function displayText(value: string | null | undefined): string {
  return value?.trim() ? value : EMPTY_VALUE;
}

/** 'DD/MM/YYYY'. Timestamps show their date in Chile (23:30 UTC-3 is still that day, not the next). */
export function displayDate(value: string | null | undefined): string {
  if (value && /T\d{2}:\d{2}/.test(value)) {
    const d = new Date(value);
    if (!Number.isNaN(d.getTime())) return formatDate(todayInChile(d));
  }
  return formatDate(value);
}

/** 'DD/MM/YYYY HH:mm' in Chile's time zone, for timestamps (emails, updates). */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return EMPTY_VALUE;
  const parts = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(d);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** Chart axis ticks: '$12 M', '$850 mil', '$0'. */
export function compactCLP(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000)
    return `${sign}$${(abs / 1_000_000).toLocaleString('es-CL', { maximumFractionDigits: 1 })} M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000).toLocaleString('es-CL')} mil`;
  return formatCLP(value);
}

/** Name to show for a business: its fantasy name when it has one. */
export function businessDisplayName(b: { name: string; fantasy_name: string | null }): string {
  return b.fantasy_name?.trim() ? b.fantasy_name : b.name;
}

/** First name for greetings ('Carolina Demo Fuentes' → 'Carolina'). */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

/**
 * A person's initials for an avatar, the same in the header and in Mi cuenta: the first letters of
 * the first and last words ('Carolina Demo Fuentes' → 'CF'), one letter for one word, '?' for none.
 */
export function initials(fullName: string | null | undefined): string {
  const parts = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('es-CL') || '?';
}
