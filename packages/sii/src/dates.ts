const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const toIso = (y: number, m: number, d: number): string | null => {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const max = m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1];
  if (d > max) return null;
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
};

/**
 * Parses an RCV date 'DD/MM/YYYY' or date-time 'DD/MM/YYYY HH:MM[:SS]' and returns its date part
 * as 'YYYY-MM-DD', or null if the text is not a valid calendar date (or the time is out of range).
 */
export const parseDmyDate = (text: string): string | null => {
  const m = DMY.exec(text);
  if (m === null) return null;
  if (m[4] !== undefined) {
    const hh = Number(m[4]);
    const mm = Number(m[5]);
    const ss = m[6] === undefined ? 0 : Number(m[6]);
    if (hh > 23 || mm > 59 || ss > 59) return null;
  }
  return toIso(Number(m[3]), Number(m[2]), Number(m[1]));
};

/** Validates an XML date 'YYYY-MM-DD'; returns it unchanged, or null when invalid. */
export const parseIsoDate = (text: string): string | null => {
  const m = YMD.exec(text);
  if (m === null) return null;
  return toIso(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const formatDmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
