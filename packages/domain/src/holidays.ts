// Chilean public holidays ("feriados legales"), nationwide, as a maintained table by year. The
// reminders never send on them when weekend_lock is on. A table rather than a formula:
// the moved holidays (Ley 19.668, Ley 20.299), the solstice of Ley 21.357 and election days are
// decided year by year, so every year is written out from the official calendar
// (feriados.cl / Diario Oficial) and a year that is not written out is an error, never a guess.
// Regional holidays (Arica's 7 June, Chillán's 20 August) and the banks' 31 December are left out:
// they are not holidays for the whole country.
import { type IsoDate, addDays, parseIsoDate } from './dates';

export type Holiday = { date: IsoDate; name: string; law: string };

const L2977 = 'Ley 2.977';
const L19668 = 'Ley 19.668 (trasladado al lunes)';
const L18700 = 'Ley 18.700 (día de elecciones)';

/** Every nationwide holiday of each year in the table, in date order. */
export const CHILEAN_HOLIDAYS: Readonly<Record<number, readonly Holiday[]>> = {
  2024: [
    { date: '2024-01-01', name: 'Año Nuevo', law: L2977 },
    { date: '2024-03-29', name: 'Viernes Santo', law: L2977 },
    { date: '2024-03-30', name: 'Sábado Santo', law: L2977 },
    { date: '2024-05-01', name: 'Día Nacional del Trabajo', law: L2977 },
    { date: '2024-05-21', name: 'Día de las Glorias Navales', law: L2977 },
    { date: '2024-06-20', name: 'Día Nacional de los Pueblos Indígenas', law: 'Ley 21.357' },
    { date: '2024-06-29', name: 'San Pedro y San Pablo', law: L19668 },
    { date: '2024-07-16', name: 'Día de la Virgen del Carmen', law: 'Ley 20.148' },
    { date: '2024-08-15', name: 'Asunción de la Virgen', law: L2977 },
    { date: '2024-09-18', name: 'Independencia Nacional', law: L2977 },
    { date: '2024-09-19', name: 'Día de las Glorias del Ejército', law: L2977 },
    { date: '2024-09-20', name: 'Fiestas Patrias', law: 'Ley 20.215' },
    { date: '2024-10-12', name: 'Encuentro de Dos Mundos', law: L19668 },
    { date: '2024-10-27', name: 'Elecciones municipales y regionales', law: L18700 },
    { date: '2024-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', law: 'Ley 20.299' },
    { date: '2024-11-01', name: 'Día de Todos los Santos', law: L2977 },
    { date: '2024-11-24', name: 'Segunda vuelta de gobernadores regionales', law: L18700 },
    { date: '2024-12-08', name: 'Inmaculada Concepción', law: L2977 },
    { date: '2024-12-25', name: 'Navidad', law: L2977 },
  ],
  2025: [
    { date: '2025-01-01', name: 'Año Nuevo', law: L2977 },
    { date: '2025-04-18', name: 'Viernes Santo', law: L2977 },
    { date: '2025-04-19', name: 'Sábado Santo', law: L2977 },
    { date: '2025-05-01', name: 'Día Nacional del Trabajo', law: L2977 },
    { date: '2025-05-21', name: 'Día de las Glorias Navales', law: L2977 },
    { date: '2025-06-20', name: 'Día Nacional de los Pueblos Indígenas', law: 'Ley 21.357' },
    { date: '2025-06-29', name: 'San Pedro y San Pablo', law: L19668 },
    { date: '2025-07-16', name: 'Día de la Virgen del Carmen', law: 'Ley 20.148' },
    { date: '2025-08-15', name: 'Asunción de la Virgen', law: L2977 },
    { date: '2025-09-18', name: 'Independencia Nacional', law: L2977 },
    { date: '2025-09-19', name: 'Día de las Glorias del Ejército', law: L2977 },
    { date: '2025-10-12', name: 'Encuentro de Dos Mundos', law: L19668 },
    { date: '2025-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', law: 'Ley 20.299' },
    { date: '2025-11-01', name: 'Día de Todos los Santos', law: L2977 },
    { date: '2025-11-16', name: 'Elecciones presidenciales y parlamentarias', law: L18700 },
    { date: '2025-12-08', name: 'Inmaculada Concepción', law: L2977 },
    { date: '2025-12-14', name: 'Segunda vuelta presidencial', law: L18700 },
    { date: '2025-12-25', name: 'Navidad', law: L2977 },
  ],
  2026: [
    { date: '2026-01-01', name: 'Año Nuevo', law: L2977 },
    { date: '2026-04-03', name: 'Viernes Santo', law: L2977 },
    { date: '2026-04-04', name: 'Sábado Santo', law: L2977 },
    { date: '2026-05-01', name: 'Día Nacional del Trabajo', law: L2977 },
    { date: '2026-05-21', name: 'Día de las Glorias Navales', law: L2977 },
    { date: '2026-06-21', name: 'Día Nacional de los Pueblos Indígenas', law: 'Ley 21.357' },
    { date: '2026-06-29', name: 'San Pedro y San Pablo', law: L19668 },
    { date: '2026-07-16', name: 'Día de la Virgen del Carmen', law: 'Ley 20.148' },
    { date: '2026-08-15', name: 'Asunción de la Virgen', law: L2977 },
    { date: '2026-09-18', name: 'Independencia Nacional', law: L2977 },
    { date: '2026-09-19', name: 'Día de las Glorias del Ejército', law: L2977 },
    { date: '2026-10-12', name: 'Encuentro de Dos Mundos', law: L19668 },
    { date: '2026-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', law: 'Ley 20.299' },
    { date: '2026-11-01', name: 'Día de Todos los Santos', law: L2977 },
    { date: '2026-12-08', name: 'Inmaculada Concepción', law: L2977 },
    { date: '2026-12-25', name: 'Navidad', law: L2977 },
  ],
  2027: [
    { date: '2027-01-01', name: 'Año Nuevo', law: L2977 },
    { date: '2027-03-26', name: 'Viernes Santo', law: L2977 },
    { date: '2027-03-27', name: 'Sábado Santo', law: L2977 },
    { date: '2027-05-01', name: 'Día Nacional del Trabajo', law: L2977 },
    { date: '2027-05-21', name: 'Día de las Glorias Navales', law: L2977 },
    { date: '2027-06-21', name: 'Día Nacional de los Pueblos Indígenas', law: 'Ley 21.357' },
    { date: '2027-06-28', name: 'San Pedro y San Pablo', law: L19668 },
    { date: '2027-07-16', name: 'Día de la Virgen del Carmen', law: 'Ley 20.148' },
    { date: '2027-08-15', name: 'Asunción de la Virgen', law: L2977 },
    { date: '2027-09-18', name: 'Independencia Nacional', law: L2977 },
    { date: '2027-09-19', name: 'Día de las Glorias del Ejército', law: L2977 },
    { date: '2027-10-11', name: 'Encuentro de Dos Mundos', law: L19668 },
    { date: '2027-10-31', name: 'Día de las Iglesias Evangélicas y Protestantes', law: 'Ley 20.299' },
    { date: '2027-11-01', name: 'Día de Todos los Santos', law: L2977 },
    { date: '2027-12-08', name: 'Inmaculada Concepción', law: L2977 },
    { date: '2027-12-25', name: 'Navidad', law: L2977 },
  ],
};

/** The years the table covers; a date outside them throws HolidayTableError. */
export const HOLIDAY_YEARS = Object.keys(CHILEAN_HOLIDAYS)
  .map(Number)
  .sort((a, b) => a - b);

/** A date whose year the table does not cover: add the year's calendar to CHILEAN_HOLIDAYS. */
export class HolidayTableError extends RangeError {
  constructor(readonly year: number) {
    super(`Chilean holiday table has no year ${year} (covers ${HOLIDAY_YEARS.join(', ')})`);
    this.name = 'HolidayTableError';
  }
}

const byDate = new Map<IsoDate, Holiday>(
  Object.values(CHILEAN_HOLIDAYS).flatMap((list) => list.map((h) => [h.date, h] as const)),
);

function yearOf(date: IsoDate): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`invalid date: ${date}`);
  if (!Object.hasOwn(CHILEAN_HOLIDAYS, parts.year)) throw new HolidayTableError(parts.year);
  return parts.year;
}

/** The holiday on `date` ('YYYY-MM-DD'), or undefined. Throws HolidayTableError outside the table. */
export function chileanHoliday(date: IsoDate): Holiday | undefined {
  yearOf(date);
  return byDate.get(date);
}

export const isChileanHoliday = (date: IsoDate): boolean => chileanHoliday(date) !== undefined;

/** 0 Sunday … 6 Saturday, of a civil date (no time zone involved). */
export function weekdayOf(date: IsoDate): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`invalid date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
}

/** Neither Saturday, Sunday nor a Chilean holiday. Throws HolidayTableError outside the table. */
export function isBusinessDay(date: IsoDate): boolean {
  const wd = weekdayOf(date);
  return wd !== 0 && wd !== 6 && !isChileanHoliday(date);
}

/** `date` itself when it is a business day, else the first business day after it (weekend_lock). */
export function businessDayOnOrAfter(date: IsoDate): IsoDate {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The first business day strictly after `date`. */
export const nextBusinessDay = (date: IsoDate): IsoDate => businessDayOnOrAfter(addDays(date, 1));
