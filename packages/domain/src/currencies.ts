// ISO 4217 currency codes and their minor units: how many decimals an amount of each currency has,
// so amounts are kept as integers of the minor unit (cents of USD, whole pesos of CLP, thousandths of
// BHD, ten-thousandths of UF) and never as binary floats.
//
// Source: ISO 4217 "List one: Currency, fund and precious metal codes", published by SIX Financial
// Information (the standard's maintenance agency) as list-one.xml, edition Pblshd="2024-06-25":
// https://www.six-group.com/en/products-services/financial-information/data-standards.html
// Each row below is that list's <Ccy> with its <CcyMnrUnts> and <CcyNm>; "N.A." (no minor unit:
// gold, silver, SDR, bond units, the testing and no-currency codes) is null here. A code ISO adds
// after that edition is refused until it is added to this table.
//
// The minor unit is a power of ten: 2 means an amount is counted in hundredths (USD 34.51 is 3451),
// 0 in whole units (CLP 1.500 is 1500), 3 in thousandths (BHD), 4 in ten-thousandths (CLF, the
// Unidad de Fomento).

/** ISO 4217 list one: code → [minor unit exponent (null: N.A.), the list's currency name]. */
export const ISO_4217: Readonly<Record<string, readonly [number | null, string]>> = {
  AED: [2, 'UAE Dirham'],
  AFN: [2, 'Afghani'],
  ALL: [2, 'Lek'],
  AMD: [2, 'Armenian Dram'],
  ANG: [2, 'Netherlands Antillean Guilder'],
  AOA: [2, 'Kwanza'],
  ARS: [2, 'Argentine Peso'],
  AUD: [2, 'Australian Dollar'],
  AWG: [2, 'Aruban Florin'],
  AZN: [2, 'Azerbaijan Manat'],
  BAM: [2, 'Convertible Mark'],
  BBD: [2, 'Barbados Dollar'],
  BDT: [2, 'Taka'],
  BGN: [2, 'Bulgarian Lev'],
  BHD: [3, 'Bahraini Dinar'],
  BIF: [0, 'Burundi Franc'],
  BMD: [2, 'Bermudian Dollar'],
  BND: [2, 'Brunei Dollar'],
  BOB: [2, 'Boliviano'],
  BOV: [2, 'Mvdol'],
  BRL: [2, 'Brazilian Real'],
  BSD: [2, 'Bahamian Dollar'],
  BTN: [2, 'Ngultrum'],
  BWP: [2, 'Pula'],
  BYN: [2, 'Belarusian Ruble'],
  BZD: [2, 'Belize Dollar'],
  CAD: [2, 'Canadian Dollar'],
  CDF: [2, 'Congolese Franc'],
  CHE: [2, 'WIR Euro'],
  CHF: [2, 'Swiss Franc'],
  CHW: [2, 'WIR Franc'],
  CLF: [4, 'Unidad de Fomento'],
  CLP: [0, 'Chilean Peso'],
  CNY: [2, 'Yuan Renminbi'],
  COP: [2, 'Colombian Peso'],
  COU: [2, 'Unidad de Valor Real'],
  CRC: [2, 'Costa Rican Colon'],
  CUC: [2, 'Peso Convertible'],
  CUP: [2, 'Cuban Peso'],
  CVE: [2, 'Cabo Verde Escudo'],
  CZK: [2, 'Czech Koruna'],
  DJF: [0, 'Djibouti Franc'],
  DKK: [2, 'Danish Krone'],
  DOP: [2, 'Dominican Peso'],
  DZD: [2, 'Algerian Dinar'],
  EGP: [2, 'Egyptian Pound'],
  ERN: [2, 'Nakfa'],
  ETB: [2, 'Ethiopian Birr'],
  EUR: [2, 'Euro'],
  FJD: [2, 'Fiji Dollar'],
  FKP: [2, 'Falkland Islands Pound'],
  GBP: [2, 'Pound Sterling'],
  GEL: [2, 'Lari'],
  GHS: [2, 'Ghana Cedi'],
  GIP: [2, 'Gibraltar Pound'],
  GMD: [2, 'Dalasi'],
  GNF: [0, 'Guinean Franc'],
  GTQ: [2, 'Quetzal'],
  GYD: [2, 'Guyana Dollar'],
  HKD: [2, 'Hong Kong Dollar'],
  HNL: [2, 'Lempira'],
  HTG: [2, 'Gourde'],
  HUF: [2, 'Forint'],
  IDR: [2, 'Rupiah'],
  ILS: [2, 'New Israeli Sheqel'],
  INR: [2, 'Indian Rupee'],
  IQD: [3, 'Iraqi Dinar'],
  IRR: [2, 'Iranian Rial'],
  ISK: [0, 'Iceland Krona'],
  JMD: [2, 'Jamaican Dollar'],
  JOD: [3, 'Jordanian Dinar'],
  JPY: [0, 'Yen'],
  KES: [2, 'Kenyan Shilling'],
  KGS: [2, 'Som'],
  KHR: [2, 'Riel'],
  KMF: [0, 'Comorian Franc'],
  KPW: [2, 'North Korean Won'],
  KRW: [0, 'Won'],
  KWD: [3, 'Kuwaiti Dinar'],
  KYD: [2, 'Cayman Islands Dollar'],
  KZT: [2, 'Tenge'],
  LAK: [2, 'Lao Kip'],
  LBP: [2, 'Lebanese Pound'],
  LKR: [2, 'Sri Lanka Rupee'],
  LRD: [2, 'Liberian Dollar'],
  LSL: [2, 'Loti'],
  LYD: [3, 'Libyan Dinar'],
  MAD: [2, 'Moroccan Dirham'],
  MDL: [2, 'Moldovan Leu'],
  MGA: [2, 'Malagasy Ariary'],
  MKD: [2, 'Denar'],
  MMK: [2, 'Kyat'],
  MNT: [2, 'Tugrik'],
  MOP: [2, 'Pataca'],
  MRU: [2, 'Ouguiya'],
  MUR: [2, 'Mauritius Rupee'],
  MVR: [2, 'Rufiyaa'],
  MWK: [2, 'Malawi Kwacha'],
  MXN: [2, 'Mexican Peso'],
  MXV: [2, 'Mexican Unidad de Inversion (UDI)'],
  MYR: [2, 'Malaysian Ringgit'],
  MZN: [2, 'Mozambique Metical'],
  NAD: [2, 'Namibia Dollar'],
  NGN: [2, 'Naira'],
  NIO: [2, 'Cordoba Oro'],
  NOK: [2, 'Norwegian Krone'],
  NPR: [2, 'Nepalese Rupee'],
  NZD: [2, 'New Zealand Dollar'],
  OMR: [3, 'Rial Omani'],
  PAB: [2, 'Balboa'],
  PEN: [2, 'Sol'],
  PGK: [2, 'Kina'],
  PHP: [2, 'Philippine Peso'],
  PKR: [2, 'Pakistan Rupee'],
  PLN: [2, 'Zloty'],
  PYG: [0, 'Guarani'],
  QAR: [2, 'Qatari Rial'],
  RON: [2, 'Romanian Leu'],
  RSD: [2, 'Serbian Dinar'],
  RUB: [2, 'Russian Ruble'],
  RWF: [0, 'Rwanda Franc'],
  SAR: [2, 'Saudi Riyal'],
  SBD: [2, 'Solomon Islands Dollar'],
  SCR: [2, 'Seychelles Rupee'],
  SDG: [2, 'Sudanese Pound'],
  SEK: [2, 'Swedish Krona'],
  SGD: [2, 'Singapore Dollar'],
  SHP: [2, 'Saint Helena Pound'],
  SLE: [2, 'Leone'],
  SOS: [2, 'Somali Shilling'],
  SRD: [2, 'Surinam Dollar'],
  SSP: [2, 'South Sudanese Pound'],
  STN: [2, 'Dobra'],
  SVC: [2, 'El Salvador Colon'],
  SYP: [2, 'Syrian Pound'],
  SZL: [2, 'Lilangeni'],
  THB: [2, 'Baht'],
  TJS: [2, 'Somoni'],
  TMT: [2, 'Turkmenistan New Manat'],
  TND: [3, 'Tunisian Dinar'],
  TOP: [2, 'Pa’anga'],
  TRY: [2, 'Turkish Lira'],
  TTD: [2, 'Trinidad and Tobago Dollar'],
  TWD: [2, 'New Taiwan Dollar'],
  TZS: [2, 'Tanzanian Shilling'],
  UAH: [2, 'Hryvnia'],
  UGX: [0, 'Uganda Shilling'],
  USD: [2, 'US Dollar'],
  USN: [2, 'US Dollar (Next day)'],
  UYI: [0, 'Uruguay Peso en Unidades Indexadas (UI)'],
  UYU: [2, 'Peso Uruguayo'],
  UYW: [4, 'Unidad Previsional'],
  UZS: [2, 'Uzbekistan Sum'],
  VED: [2, 'Bolívar Soberano'],
  VES: [2, 'Bolívar Soberano'],
  VND: [0, 'Dong'],
  VUV: [0, 'Vatu'],
  WST: [2, 'Tala'],
  XAF: [0, 'CFA Franc BEAC'],
  XAG: [null, 'Silver'],
  XAU: [null, 'Gold'],
  XBA: [null, 'Bond Markets Unit European Composite Unit (EURCO)'],
  XBB: [null, 'Bond Markets Unit European Monetary Unit (E.M.U.-6)'],
  XBC: [null, 'Bond Markets Unit European Unit of Account 9 (E.U.A.-9)'],
  XBD: [null, 'Bond Markets Unit European Unit of Account 17 (E.U.A.-17)'],
  XCD: [2, 'East Caribbean Dollar'],
  XDR: [null, 'SDR (Special Drawing Right)'],
  XOF: [0, 'CFA Franc BCEAO'],
  XPD: [null, 'Palladium'],
  XPF: [0, 'CFP Franc'],
  XPT: [null, 'Platinum'],
  XSU: [null, 'Sucre'],
  XTS: [null, 'Codes specifically reserved for testing purposes'],
  XUA: [null, 'ADB Unit of Account'],
  XXX: [null, 'The codes assigned for transactions where no currency is involved'],
  YER: [2, 'Yemeni Rial'],
  ZAR: [2, 'Rand'],
  ZMW: [2, 'Zambian Kwacha'],
  ZWG: [2, 'Zimbabwe Gold'],
};

/** The codes an account or statement may be kept in: every list-one code with a minor unit. */
export const ACCOUNT_CURRENCIES: readonly string[] = Object.keys(ISO_4217).filter(
  (code) => ISO_4217[code]![0] !== null,
);

/** The minor-unit exponent of an ISO 4217 code (upper case), or null when the code has none or is unknown. */
export function currencyMinorUnit(code: string): number | null {
  const row = ISO_4217[code.trim().toUpperCase()];
  return row === undefined ? null : row[0];
}

/** A code amounts can be kept in: in ISO 4217 list one, with a minor unit. */
export function isAccountCurrency(code: string): boolean {
  return currencyMinorUnit(code) !== null;
}

/**
 * An amount in minor units as the user reads it, es-CL style: pesos as '$1.234.567' (formatCLP's
 * shape), every other currency with its own decimals and its code after ('−34,51 USD', '20,00 EUR',
 * '1.500 JPY', '0,125 BHD'). The minus is U+2212 unless `ascii` is asked.
 */
export function formatCurrencyAmount(minor: number, code: string, opts: { ascii?: boolean } = {}): string {
  const currency = code.trim().toUpperCase();
  const minus = opts.ascii ? '-' : '\u2212';
  const sign = minor < 0 ? minus : '';
  const exponent = currencyMinorUnit(currency) ?? 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const int = (exponent === 0 ? digits : digits.slice(0, -exponent)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const body = exponent === 0 ? int : `${int},${digits.slice(-exponent)}`;
  if (currency === 'CLP') return `${sign}$${body}`;
  return `${sign}${body} ${currency}`;
}
