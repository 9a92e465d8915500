// Every Spanish text of the clients and providers screens.
import { plural } from '../../lib/plural';

export type Kind = 'client' | 'provider';

/**
 * A client's or provider's account holds every period: an invoice owed from two years ago is still
 * owed to (or by) them. The dashboard, the to-do list and the cash flow read the last 12 months (the
 * sales list's default), so the two figures differ when older documents are unpaid: said here.
 */
export const FIGURES_WINDOW =
  'Cuenta documentos de cualquier período; el inicio, las tareas y el flujo de caja cuentan los últimos 12 meses.';

export const CLIENTS_MSG = {
  client: {
    listTitle: 'Mis clientes',
    listDescription:
      'Quién te compra, cuánto te debe y cuándo vence. Las cifras salen de tus facturas de venta.',
    one: 'cliente',
    detailSection: 'Mis clientes',
    totalLabel: 'Ventas totales',
    openLabel: 'Por cobrar',
    nextLabel: 'Por cobrar próximos 30 días',
    overdueLabel: 'Vencido',
    debtColumn: 'Deuda',
    registryTitle: 'Registro de ventas',
    registryLink: 'Ver registro de ventas',
    dueColumn: 'Por cobrar',
    loadError: 'Hubo un problema obteniendo la lista de clientes. Favor inténtalo nuevamente.',
    detailError: 'Hubo un problema obteniendo el cliente. Favor inténtalo nuevamente.',
    registryError: 'Hubo un problema obteniendo el registro de ventas. Favor inténtalo nuevamente.',
    emptyTitle: 'Aún no tienes clientes',
    emptyDescription: 'Aparecen al importar tus ventas del SII.',
    searchEmpty: 'Ningún cliente coincide con la búsqueda.',
    notFound: 'No encontramos el cliente.',
    registryEmpty: 'Este cliente aún no tiene documentos.',
    back: 'Volver a Mis clientes',
    csvName: 'clientes.csv',
  },
  provider: {
    listTitle: 'Mis proveedores',
    listDescription:
      'A quién le compras, cuánto le debes y cuándo vence. Las cifras salen de tus facturas de compra.',
    one: 'proveedor',
    detailSection: 'Mis proveedores',
    totalLabel: 'Compras totales',
    openLabel: 'Por pagar',
    nextLabel: 'Por pagar próximos 30 días',
    overdueLabel: 'Vencido',
    debtColumn: 'Por pagar',
    registryTitle: 'Registro de compras',
    registryLink: 'Ver registro de compras',
    dueColumn: 'Por pagar',
    loadError: 'Hubo un problema obteniendo la lista de proveedores. Favor inténtalo nuevamente.',
    detailError: 'Hubo un problema obteniendo el proveedor. Favor inténtalo nuevamente.',
    registryError: 'Hubo un problema obteniendo el registro de compras. Favor inténtalo nuevamente.',
    emptyTitle: 'Aún no tienes proveedores',
    emptyDescription: 'Aparecen al importar tus compras del SII.',
    searchEmpty: 'Ningún proveedor coincide con la búsqueda.',
    notFound: 'No encontramos el proveedor.',
    registryEmpty: 'Este proveedor aún no tiene documentos.',
    back: 'Volver a Mis proveedores',
    csvName: 'proveedores.csv',
  },
  searchLabel: 'Buscar',
  searchPlaceholder: 'RUT o nombre',
  sortLabel: 'Ordenar por',
  sortOrder: { desc: 'Mayor a menor', asc: 'Menor a mayor' },
  csv: 'Descargar CSV',
  csvError: 'Hubo un problema descargando el archivo. Favor inténtalo nuevamente.',
  columns: {
    rut: 'RUT',
    business_name: 'Razón social',
    fantasy_name: 'Nombre de fantasía',
    last_doc_date: 'Último documento',
    days_to_pay: 'Días de pago',
    num_documents: 'Documentos',
    contacts: 'Contactos',
  },
  documents: (n: number) => plural(n, { one: '{n} documento', other: '{n} documentos' }),
  contactsCount: (n: number) =>
    n === 0 ? 'Sin contactos' : plural(n, { one: '{n} contacto', other: '{n} contactos' }),
  // Without a term of its own, a client's invoices fall due 30 days after issue (Ley 19.983).
  days: (n: number | null) =>
    n === null ? 'Sin definir (30)' : plural(n, { one: '{n} día', other: '{n} días' }),
  // Data form
  dataTitle: 'Datos',
  edit: 'Editar datos',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  saved: 'Los datos se guardaron con éxito.',
  saveError: 'Hubo un problema guardando los datos. Por favor, inténtalo nuevamente.',
  fields: {
    business_name: 'Razón social',
    fantasy_name: 'Nombre de fantasía',
    activity: 'Giro',
    address: 'Dirección',
    commune: 'Comuna',
    days_to_pay: 'Días de pago',
    days_to_pay_hint: 'Vencimiento de sus nuevas facturas: fecha de emisión + estos días (vacío: 30).',
    needs_buy_order: 'Requiere orden de compra',
  },
  communePlaceholder: 'Busca la comuna',
  communeNotFound: 'No encontramos esa comuna',
  yes: 'Sí',
  no: 'No',
  // Contacts
  contactsTitle: 'Contactos',
  contactsEmpty: 'Aún no hay contactos. Agrega a quien recibe las facturas o hace los pagos.',
  addContact: 'Agregar contacto',
  editContact: 'Editar contacto',
  newContact: 'Nuevo contacto',
  deleteContact: 'Eliminar contacto',
  deleteConfirmTitle: '¿Eliminar este contacto?',
  deleteConfirm: (name: string) =>
    `${name} dejará de recibir avisos de cobranza y recordatorios. Esta acción no se puede deshacer.`,
  deleteAction: 'Eliminar',
  contactCreated: 'Contacto agregado con éxito.',
  contactUpdated: 'Contacto actualizado con éxito.',
  contactDeleted: 'Contacto eliminado con éxito.',
  contactCreateError: 'Hubo un problema agregando el contacto. Por favor, inténtalo nuevamente.',
  contactUpdateError: 'Hubo un problema actualizando el contacto. Por favor, inténtalo nuevamente.',
  contactDeleteError: 'Hubo un problema eliminando el contacto. Por favor, inténtalo nuevamente.',
  contactFields: {
    name: 'Nombre',
    last_name: 'Apellido',
    area: 'Área',
    contact_type_id: 'Tipo de contacto',
    rut: 'RUT',
    email: 'Correo',
    emails: 'Otros correos',
    emails_hint: 'Separados por coma.',
    phone: 'Teléfono',
    description: 'Descripción',
  },
  noType: 'Sin tipo',
  contactActions: (name: string) => `Acciones de ${name}`,
  // Figures and registry
  figuresTitle: 'Cifras',
  documentsLabel: 'Documentos',
  lastDocLabel: 'Último documento',
  collectionHistory: 'Historial de cobranza',
  registry: {
    doc: 'Documento',
    date: 'Emisión',
    due: 'Vencimiento',
    net: 'Neto',
    tax: 'IVA',
    otherTaxes: 'Otros impuestos',
    otherTaxesShort: 'Otros imp.',
    total: 'Total',
    state: 'Estado',
    period: 'Período',
    sii: 'SII',
    siiDue: 'Vencimiento según el SII',
    paid: 'Pagada',
    unpaid: 'Pendiente',
    uncollectible: 'No cobrable',
  },
  page: (from: number, to: number, total: number) =>
    `${from.toLocaleString('es-CL')}–${to.toLocaleString('es-CL')} de ${total.toLocaleString('es-CL')}`,
} as const;

export const kindMsg = (kind: Kind) => CLIENTS_MSG[kind];
