/**
 * Document types accepted by the importer: electronic DTE types (SII "Formato DTE") plus the
 * paper and summary types that appear in the Registro de Compras y Ventas (LibroCV_v10.xsd).
 */
export const SII_DOC_TYPES: ReadonlyMap<number, string> = new Map([
  [29, 'Factura de inicio'],
  [30, 'Factura'],
  [32, 'Factura no afecta o exenta'],
  [33, 'Factura electrónica'],
  [34, 'Factura no afecta o exenta electrónica'],
  [35, 'Total operaciones del mes, boleta afecta'],
  [38, 'Total operaciones del mes, boleta exenta'],
  [39, 'Boleta electrónica'],
  [40, 'Liquidación-factura'],
  [41, 'Boleta exenta electrónica'],
  [43, 'Liquidación-factura electrónica'],
  [45, 'Factura de compra'],
  [46, 'Factura de compra electrónica'],
  [47, 'Total del mes vale electrónico especial'],
  [48, 'Total del mes comprobantes de pago electrónico'],
  [50, 'Guía de despacho'],
  [52, 'Guía de despacho electrónica'],
  [55, 'Nota de débito'],
  [56, 'Nota de débito electrónica'],
  [60, 'Nota de crédito'],
  [61, 'Nota de crédito electrónica'],
  [101, 'Factura de exportación'],
  [102, 'Factura de venta exenta a zona franca primaria'],
  [103, 'Liquidación'],
  [104, 'Nota de débito de exportación'],
  [105, 'Total operaciones del mes, boleta liquidación'],
  [106, 'Nota de crédito de exportación'],
  [108, 'Solicitud de registro de factura'],
  [109, 'Factura turista'],
  [110, 'Factura de exportación electrónica'],
  [111, 'Nota de débito de exportación electrónica'],
  [112, 'Nota de crédito de exportación electrónica'],
  [901, 'Factura de ventas a empresas del territorio preferencial'],
  [902, 'Conocimiento de embarque'],
  [903, 'Documento único de salida'],
  [904, 'Factura de traspaso'],
  [905, 'Factura de reexpedición'],
  [906, 'Boletas venta módulos zona franca'],
  [907, 'Facturas venta módulo zona franca'],
  [909, 'Facturas venta módulo zona franca'],
  [910, 'Solicitud traslado zona franca'],
  [911, 'Declaración de ingreso a zona franca primaria'],
  [914, 'Declaración de ingreso (DIN)'],
  [919, 'Resumen ventas de pasajes nacionales sin factura'],
  [920, 'Otros registros no documentados, aumenta débito'],
  [922, 'Otros registros no documentados, disminuye débito'],
  [924, 'Resumen ventas de pasajes internacionales sin factura'],
]);

export const isKnownDocType = (docType: number): boolean => SII_DOC_TYPES.has(docType);

/** Credit notes: positive amounts in the files, the type gives the sign. */
export const CREDIT_NOTE_TYPES: ReadonlySet<number> = new Set([60, 61, 106, 112]);

export const MAX_FOLIO = 9_999_999_999;

export const isValidFolio = (folio: number): boolean =>
  Number.isSafeInteger(folio) && folio >= 1 && folio <= MAX_FOLIO;
