// Texts of the F29 proposal (Spanish, Chile).
import { plural } from '../../lib/plural';

export const F29_MSG = {
  title: 'Propuesta F29',
  sectionTitle: (month: string) => `Propuesta F29 de ${month}`,
  sectionText:
    'Calculada desde tus libros del mes que se declara ahora. Descárgala en PDF o ábrela para ver de dónde sale cada línea.',
  sectionOpen: 'Ver la propuesta',
  description:
    'El formulario 29 del mes calculado desde tus libros: cada línea con su código del SII, la regla que la calcula y los documentos que la forman.',
  month: 'Mes',
  pdf: 'Descargar PDF',
  pdfError: 'No pudimos descargar el PDF de la propuesta. Intenta de nuevo.',
  loadError: 'No pudimos calcular la propuesta de F29. Intenta de nuevo.',
  caption: (month: string) => `Propuesta de F29 de ${month}, por sección`,
  columns: { code: 'Código', line: 'Línea', count: 'Cantidad', amount: 'Monto' },
  business: (name: string, rut: string) => `${name} · RUT ${rut}`,
  open: (label: string) => `Ver la regla y los documentos de ${label}`,
  rule: 'Regla',
  sii: 'Texto del formulario',
  breakdown: 'Cómo se forma',
  summary: 'Documentos por tipo',
  seeList: (direction: 'VENTA' | 'COMPRA') =>
    direction === 'VENTA' ? 'Ver en Mis ventas' : 'Ver en Mis compras',
  documents: 'Documentos',
  derived: 'Esta línea se calcula con otras líneas: no tiene documentos propios.',
  noDocuments: 'No hay documentos en esta línea este mes.',
  documentsError: 'No pudimos cargar los documentos de esta línea.',
  docColumns: { type: 'Tipo', folio: 'Folio', date: 'Fecha', counterpart: 'Contraparte', amount: 'Aporta' },
  documentsCount: (n: number) => plural(n, { one: '{n} documento', other: '{n} documentos' }),
  warnings: 'Avisos',
  factor: (percent: string) => `Factor de proporcionalidad (uso común): ${percent}`,
  ppmRate: (rate: string, isDefault: boolean) =>
    isDefault ? `Tasa de PPM: ${rate} (por omisión)` : `Tasa de PPM: ${rate} (fijada por la empresa)`,
  chainFrom: (month: string) => `Remanente encadenado desde ${month}`,
  totalToPay: 'Total a pagar',
  disclaimer: 'Es una propuesta calculada desde los libros: revísala antes de declarar en el SII.',
  page: 'Página de documentos',
  utmMissingTitle: 'Falta una UTM para reajustar el remanente',
  utmMissingText:
    'El portal aún no tiene la UTM de este mes. Ingresa el valor que publicó el SII (sii.cl › Valores y fechas › UTM) y la propuesta reajusta el remanente con él.',
  utmLabel: (month: string) => `UTM de ${month}`,
  utmSave: 'Guardar UTM',
  utmSaved: (month: string) => `Guardamos la UTM de ${month}. La propuesta ya la usa.`,
  utmSaveError: 'No pudimos guardar la UTM. Revisa el valor e intenta de nuevo.',
  utmByUser: (month: string, pesos: string) => `UTM de ${month}: ${pesos} (ingresado por el usuario)`,
  declaredTitle: 'Remanente del último F29 declarado (código 077)',
  declaredNone:
    'Si tu empresa ya declaró un F29 con remanente de crédito fiscal, ingresa su código 077 y el mes de ese F29: la propuesta de los meses siguientes parte de ese remanente, reajustado por UTM, en vez de partir en cero desde el primer mes importado.',
  declaredUsed: (month: string, pesos: string) =>
    `F29 de ${month}: remanente (077) ${pesos}. La propuesta de este mes parte de él, reajustado por UTM (línea 504).`,
  declaredNotUsed: (month: string, pesos: string, from: string) =>
    `F29 de ${month}: remanente (077) ${pesos}. Se usa desde la propuesta de ${from}; este mes se calcula con tus libros.`,
  declaredMonth: 'Mes del F29 declarado',
  declaredPesos: 'Remanente (077)',
  declaredSave: 'Guardar remanente',
  declaredEdit: 'Cambiar',
  declaredCancel: 'Cancelar',
  declaredRemove: 'Quitar',
  declaredSaved: (month: string) =>
    `Guardamos el remanente del F29 de ${month}. La propuesta ya parte de él.`,
  declaredRemoved: 'Quitamos el remanente declarado: la propuesta vuelve a encadenarse desde tus libros.',
  declaredSaveError: 'No pudimos guardar el remanente. Revisa el valor e intenta de nuevo.',
  declaredReadOnly: 'el remanente declarado',
} as const;
