import type { DteDocument, SiiDocument } from './types';

/** Hand-made documents for writer round-trip tests (not real data). */
export const BUSINESS_RUT = '76354771-K';

const base = {
  receptionDate: null,
  acknowledgedAt: null,
  dueDate: null,
  otherTaxes: 0,
  exemptAmount: 0,
  references: [],
  items: [],
} satisfies Partial<DteDocument>;

export const handMadeSales: DteDocument[] = [
  {
    ...base,
    docType: 33,
    folio: 1001,
    issuerRut: BUSINESS_RUT,
    issuerName: 'Ingeniería Enacon SpA',
    receiverRut: '12345678-5',
    receiverName: 'Compañía Ñandú & Asociados "Limitada"',
    issueDate: '2024-02-29',
    dueDate: '2024-03-30',
    netAmount: 100000,
    ivaAmount: 19000,
    totalAmount: 119000,
    ivaRate: 19,
    items: [
      {
        line: 1,
        name: 'Diseño de señalética',
        description: 'Pingüinos <grandes> & pequeños',
        quantity: '2.5',
        unit: 'Hr',
        unitPrice: 40000,
        amount: 100000,
      },
    ],
    sourceLine: 1,
  },
  {
    ...base,
    docType: 61,
    folio: 55,
    issuerRut: BUSINESS_RUT,
    issuerName: 'Ingeniería Enacon SpA',
    receiverRut: '12345678-5',
    receiverName: 'Compañía Ñandú & Asociados "Limitada"',
    issueDate: '2024-03-05',
    netAmount: 40000,
    ivaAmount: 7600,
    totalAmount: 47600,
    ivaRate: 19,
    references: [
      { docType: '33', folio: '1001', date: '2024-02-29', code: 3, reason: 'Devolución de mercaderías' },
    ],
    items: [
      {
        line: 1,
        name: 'Devolución',
        description: null,
        quantity: '1',
        unit: null,
        unitPrice: 40000,
        amount: 40000,
      },
    ],
    sourceLine: 2,
  },
  {
    ...base,
    docType: 34,
    folio: 77,
    issuerRut: BUSINESS_RUT,
    issuerName: 'Ingeniería Enacon SpA',
    receiverRut: '96790240-3',
    receiverName: 'Minera Los Pelambres',
    issueDate: '2024-03-31',
    netAmount: 0,
    ivaAmount: 0,
    exemptAmount: 35292,
    totalAmount: 35292,
    ivaRate: null,
    items: [
      {
        line: 1,
        name: 'Asesoría exenta',
        description: null,
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: 35292,
      },
    ],
    sourceLine: 3,
  },
  {
    ...base,
    docType: 33,
    folio: 1002,
    issuerRut: BUSINESS_RUT,
    issuerName: 'Ingeniería Enacon SpA',
    receiverRut: '77908275-K',
    receiverName: 'Café, Robots y Galletas SpA',
    issueDate: '2024-03-31',
    netAmount: 10000,
    ivaAmount: 1900,
    otherTaxes: 4950,
    otherTaxDetails: [
      { code: '24', amount: 3150, rate: '31.5' },
      { code: '271', amount: 1800, rate: '18' },
    ],
    totalAmount: 16850,
    ivaRate: 19,
    items: [
      {
        line: 1,
        name: 'Licor de oro',
        description: null,
        quantity: '10',
        unit: 'Bot',
        unitPrice: 1000,
        amount: 10000,
      },
    ],
    sourceLine: 4,
  },
];

export const asSales = (docs: DteDocument[]): SiiDocument[] =>
  docs.map((d) => ({ ...d, direction: 'VENTA' }));

/** The same documents seen from the customer's side: purchases of 12345678-5 etc. */
export const handMadePurchases: SiiDocument[] = [
  {
    ...handMadeSales[0],
    direction: 'COMPRA',
    issuerRut: '96670340-7',
    issuerName: 'Zapatería Ñuñoa Ltda.',
    receiverRut: BUSINESS_RUT,
    receiverName: 'Ingeniería Enacon SpA',
    receptionDate: '2024-03-01',
    acknowledgedAt: '2024-03-04',
  },
  {
    ...handMadeSales[1],
    direction: 'COMPRA',
    issuerRut: '96670340-7',
    issuerName: 'Zapatería Ñuñoa Ltda.',
    receiverRut: BUSINESS_RUT,
    receiverName: 'Ingeniería Enacon SpA',
    receptionDate: '2024-03-05',
  },
  {
    ...handMadeSales[3],
    direction: 'COMPRA',
    issuerRut: '81675600-6',
    issuerName: '  Distribuidora Peñalolén  ',
    receiverRut: BUSINESS_RUT,
    receiverName: 'Ingeniería Enacon SpA',
    receptionDate: '2024-04-01',
  },
];
