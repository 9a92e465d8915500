// Spanish texts of factoring's answers (platform spec §8 where it gives them).
export const FACTORING_MSG = {
  notFound: 'No encontramos la factura.',
  contacted: 'Pronto se contactarán contigo.',
  notActive: 'Activa factoring para que el socio de factoring te contacte.',
  activated: 'Factoring activado: ya puedes pedir que te contacten por tus facturas.',
  deactivated: 'Desactivaste factoring.',
} as const;
