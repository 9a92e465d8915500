// Calendar dates as YYYY-MM-DD text: never a Date, so no time zone can move a day.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** 'YYYY-MM-DD' when year, month and day form a real date (years 1900–2199), else null. */
export const isoDate = (y: number, m: number, d: number): string | null => {
  if (!(y >= 1900 && y <= 2199 && m >= 1 && m <= 12 && d >= 1)) return null;
  const max = m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1];
  if (d > max) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** OFX 'YYYYMMDD[HHMMSS[.XXX]][[+-]h:TZ]' → the date part as written. */
export const ofxDate = (text: string): string | null => {
  if (!/^\d{8}/.test(text)) return null;
  return isoDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));
};

/** ISO 'YYYY-MM-DD' or 'YYYY-MM-DDThh:mm:ss[…]' (camt Dt / DtTm) → the date part as written. */
export const isoDatePart = (text: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
};

/** '12/03/2026' style → ISO, by the declared order of the parts (1- or 2-digit day and month). */
export const parseDateByFormat = (
  text: string,
  format: 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'YYYY-MM-DD' | 'MM/DD/YYYY',
): string | null => {
  // Some exports add a time ('12/03/2026 10:15'): the date is the first token.
  const t = text.trim().split(/[\sT]/)[0];
  if (format === 'YYYY-MM-DD') {
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
    return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  }
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(t);
  if (!m) return null;
  // Two-digit years are this century: bank exports are recent.
  const y = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const [a, b] = [Number(m[1]), Number(m[2])];
  return format === 'MM/DD/YYYY' ? isoDate(y, a, b) : isoDate(y, b, a);
};

/** ISO → the CSV's own date text. */
export const formatDateAs = (
  iso: string,
  format: 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'YYYY-MM-DD' | 'MM/DD/YYYY',
): string => {
  const [y, m, d] = iso.split('-');
  if (format === 'YYYY-MM-DD') return iso;
  if (format === 'MM/DD/YYYY') return `${m}/${d}/${y}`;
  return format === 'DD-MM-YYYY' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
};
