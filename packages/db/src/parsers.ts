// Money is integer pesos: int8 comes back as a JS number (safe up to 9e15 pesos),
// dates stay 'YYYY-MM-DD' strings so no time zone can shift them, numeric stays a string (UF).
export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export const parseInt8 = (v: string): number => Number(v);
export const keepText = (v: string): string => v;
