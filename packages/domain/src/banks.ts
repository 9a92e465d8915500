// Banks operating in Chile, for bank selection (payroll deposits, bank accounts). Codes are the
// 3-digit institution codes assigned by the SBIF, now CMF (Comisión para el Mercado Financiero),
// as used in bank transfer files. Only banks: cooperatives (Coopeuch) and fintechs/prepaid issuers
// (Tenpo, Mercado Pago) are excluded, and merged banks (BBVA → Scotiabank, Corpbanca → Itaú) are gone.

export type Bank = {
  /** CMF/SBIF institution code, 3 digits with leading zeros. */
  readonly code: string;
  /** Legal/official name. */
  readonly name: string;
  /** Name customers know the bank by. */
  readonly shortName: string;
};

export const BANKS = [
  { code: '001', name: 'Banco de Chile', shortName: 'Banco de Chile' },
  { code: '009', name: 'Banco Internacional', shortName: 'Banco Internacional' },
  { code: '012', name: 'Banco del Estado de Chile', shortName: 'BancoEstado' },
  { code: '014', name: 'Scotiabank Chile', shortName: 'Scotiabank' },
  { code: '016', name: 'Banco de Crédito e Inversiones', shortName: 'BCI' },
  { code: '028', name: 'Banco BICE', shortName: 'BICE' },
  { code: '031', name: 'HSBC Bank (Chile)', shortName: 'HSBC' },
  { code: '037', name: 'Banco Santander-Chile', shortName: 'Santander' },
  { code: '039', name: 'Banco Itaú Chile', shortName: 'Itaú' },
  { code: '041', name: 'JP Morgan Chase Bank, N.A.', shortName: 'JP Morgan' },
  { code: '049', name: 'Banco Security', shortName: 'Security' },
  { code: '051', name: 'Banco Falabella', shortName: 'Falabella' },
  { code: '053', name: 'Banco Ripley', shortName: 'Ripley' },
  { code: '055', name: 'Banco Consorcio', shortName: 'Consorcio' },
  { code: '059', name: 'Banco BTG Pactual Chile', shortName: 'BTG Pactual' },
  { code: '060', name: 'China Construction Bank, agencia en Chile', shortName: 'China Construction Bank' },
  { code: '061', name: 'Bank of China, agencia en Chile', shortName: 'Bank of China' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]['code'];

/** Normalises '1', 1 or '001' to the 3-digit code. */
function toBankCode(code: string | number): string {
  return String(code).trim().padStart(3, '0');
}

/** The bank with this code (accepts '1', 1 or '001'), or undefined. */
export function findBank(code: string | number | null | undefined): Bank | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const wanted = toBankCode(code);
  return BANKS.find((bank) => bank.code === wanted);
}

/** Official name of the bank with this code, or undefined. */
export function bankName(code: string | number | null | undefined): string | undefined {
  return findBank(code)?.name;
}
