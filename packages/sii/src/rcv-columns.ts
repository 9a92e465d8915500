import type { SiiDirection } from './types';

/** Logical columns the RCV parser reads. */
export type RcvField =
  | 'nro'
  | 'docType'
  | 'rut'
  | 'name'
  | 'folio'
  | 'issueDate'
  | 'receptionDate'
  | 'ackDate'
  | 'claimDate'
  | 'exempt'
  | 'net'
  | 'iva'
  | 'ivaNoRec'
  | 'ivaNoRecCode'
  | 'ivaUsoComun'
  | 'total'
  | 'retainedTotal'
  | 'retainedPartial'
  | 'refType'
  | 'refFolio'
  | 'otherTaxCode'
  | 'otherTaxValue'
  | 'otherTaxRate'
  | 'purchaseType'
  | 'fixedAssetNet'
  | 'fixedAssetIva';

/** Header of the SII "Registro de Ventas" export (43 columns). */
export const RCV_VENTA_HEADER: readonly string[] = [
  'Nro',
  'Tipo Doc',
  'Tipo Venta',
  'Rut cliente',
  'Razon Social',
  'Folio',
  'Fecha Docto',
  'Fecha Recepcion',
  'Fecha Acuse Recibo',
  'Fecha Reclamo',
  'Monto Exento',
  'Monto Neto',
  'Monto IVA',
  'Monto total',
  'IVA Retenido Total',
  'IVA Retenido Parcial',
  'IVA no retenido',
  'IVA propio',
  'IVA Terceros',
  'RUT Emisor Liquid. Factura',
  'Neto Comision Liquid. Factura',
  'Exento Comision Liquid. Factura',
  'IVA Comision Liquid. Factura',
  'IVA fuera de plazo',
  'Tipo Docto. Referencia',
  'Folio Docto. Referencia',
  'Num. Ident. Receptor Extranjero',
  'Nacionalidad Receptor Extranjero',
  'Credito empresa constructora',
  'Impto. Zona Franca (Ley 18211)',
  'Garantia Dep. Envases',
  'Indicador Venta sin Costo',
  'Indicador Servicio Periodico',
  'Monto No facturable',
  'Total Monto Periodo',
  'Venta Pasajes Transporte Nacional',
  'Venta Pasajes Transporte Internacional',
  'Numero Interno',
  'Codigo Sucursal',
  'NCE o NDE sobre Fact. de Compra',
  'Codigo Otro Imp.',
  'Valor Otro Imp.',
  'Tasa Otro Imp.',
];

/** Header of the SII "Registro de Compras" export, 'registro' / 'no incluir' (24 columns). */
export const RCV_COMPRA_HEADER: readonly string[] = [
  'Nro',
  'Tipo Doc',
  'Tipo Compra',
  'RUT Proveedor',
  'Razon Social',
  'Folio',
  'Fecha Docto',
  'Fecha Recepcion',
  'Fecha Acuse',
  'Monto Exento',
  'Monto Neto',
  'Monto IVA Recuperable',
  'Monto Iva No Recuperable',
  'Codigo IVA No Rec.',
  'Monto Total',
  'Monto Neto Activo Fijo',
  'IVA Activo Fijo',
  'IVA uso Comun',
  'Impto. Sin Derecho a Credito',
  'IVA No Retenido',
  'NCE o NDE sobre Fact. de Compra',
  'Codigo Otro Impuesto',
  'Valor Otro Impuesto',
  'Tasa Otro Impuesto',
];

/** Column counts of the layouts the SII exports. */
export const KNOWN_COLUMN_COUNTS: Readonly<Record<SiiDirection, readonly number[]>> = {
  VENTA: [43],
  // 24: registro / no incluir ('Fecha Acuse') and reclamado ('Fecha Reclamo');
  // 27: registro with the three tobacco columns; 23: pendiente (no acuse/reclamo column).
  COMPRA: [23, 24, 27],
};

/** Lowercase, no accents, single spaces: how header texts are compared. */
export const normalizeHeader = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const COMMON: Record<string, RcvField> = {
  nro: 'nro',
  'tipo doc': 'docType',
  'razon social': 'name',
  folio: 'folio',
  'fecha docto': 'issueDate',
  'fecha recepcion': 'receptionDate',
  'fecha reclamo': 'claimDate',
  'monto exento': 'exempt',
  'monto neto': 'net',
  'monto total': 'total',
};

/** Normalized header text → logical field, per direction. */
export const RCV_FIELD_BY_HEADER: Readonly<Record<SiiDirection, ReadonlyMap<string, RcvField>>> = {
  VENTA: new Map<string, RcvField>(
    Object.entries({
      ...COMMON,
      'rut cliente': 'rut',
      'fecha acuse recibo': 'ackDate',
      'monto iva': 'iva',
      'iva retenido total': 'retainedTotal',
      'iva retenido parcial': 'retainedPartial',
      'tipo docto. referencia': 'refType',
      'folio docto. referencia': 'refFolio',
      'codigo otro imp.': 'otherTaxCode',
      'valor otro imp.': 'otherTaxValue',
      'tasa otro imp.': 'otherTaxRate',
    }),
  ),
  COMPRA: new Map<string, RcvField>(
    Object.entries({
      ...COMMON,
      'rut proveedor': 'rut',
      'fecha acuse': 'ackDate',
      'monto iva recuperable': 'iva',
      'monto iva no recuperable': 'ivaNoRec',
      'codigo iva no rec.': 'ivaNoRecCode',
      'iva uso comun': 'ivaUsoComun',
      'tipo compra': 'purchaseType',
      'monto neto activo fijo': 'fixedAssetNet',
      'iva activo fijo': 'fixedAssetIva',
      'codigo otro impuesto': 'otherTaxCode',
      'valor otro impuesto': 'otherTaxValue',
      'tasa otro impuesto': 'otherTaxRate',
    }),
  ),
};

/** Columns without which a file cannot be imported, in the order they are reported. */
export const REQUIRED_FIELDS: readonly RcvField[] = [
  'docType',
  'rut',
  'name',
  'folio',
  'issueDate',
  'exempt',
  'net',
  'iva',
  'total',
];

/** Header text used in messages when a required column is missing. */
export const DEFAULT_HEADER_TEXT: Readonly<Record<SiiDirection, Partial<Record<RcvField, string>>>> = {
  VENTA: {
    docType: 'Tipo Doc',
    rut: 'Rut cliente',
    name: 'Razon Social',
    folio: 'Folio',
    issueDate: 'Fecha Docto',
    exempt: 'Monto Exento',
    net: 'Monto Neto',
    iva: 'Monto IVA',
    total: 'Monto total',
  },
  COMPRA: {
    docType: 'Tipo Doc',
    rut: 'RUT Proveedor',
    name: 'Razon Social',
    folio: 'Folio',
    issueDate: 'Fecha Docto',
    exempt: 'Monto Exento',
    net: 'Monto Neto',
    iva: 'Monto IVA Recuperable',
    total: 'Monto Total',
  },
};
