// Notification settings' texts (Configuración › Notificaciones).
import type { SubscriptionKey } from '@portal/contracts';

export const NOTIFICATIONS_MSG = {
  title: 'Notificaciones',
  lead: 'Qué correos recibes tú, y a qué clientes y facturas se envían recordatorios.',
  tabs: { general: 'General', clients: 'Por cliente', invoices: 'Por factura' },
  general: {
    title: 'Tus notificaciones',
    help: 'Se aplican a tu usuario en todas tus empresas.',
    email: 'Correo para tus avisos',
    emailHelp: 'Vacío: el correo de tu cuenta',
    phone: 'Teléfono',
    phonePlaceholder: '+56 9 1234 5678',
    subscriptions: {
      daily_summary: ['Resumen diario por correo', 'Ventas, compras y cobranzas del día anterior.'],
      collection_events: [
        'Eventos de cobranza',
        'Recordatorios enviados, avisos rebotados y escalamientos, en Mensajes.',
      ],
      import_finished: [
        'Importaciones terminadas',
        'Un mensaje cuando termina una importación de documentos.',
      ],
    } satisfies Record<SubscriptionKey, readonly [string, string]>,
    save: 'Guardar preferencias',
  },
  business: {
    title: 'Correos de la empresa a sus clientes',
    help: 'Cómo se firman los recordatorios que el portal envía en nombre de tu empresa.',
    senderName: 'Nombre del remitente',
    senderNamePlaceholder: 'Si lo dejas vacío, se usa el nombre de la empresa',
    signature: 'Texto de cierre',
    signaturePlaceholder: 'Por ejemplo, los datos de tu cuenta bancaria para transferencias',
    save: 'Guardar',
  },
  clients: {
    help: 'Desactiva los recordatorios de un cliente o cambia con cuántos días de anticipación le llega el aviso de vencimiento.',
    rut: 'RUT del cliente',
    rutPlaceholder: '76.354.771-K',
    active: 'Recordatorios activos',
    days: 'Días de anticipación',
    daysPlaceholder: 'Los de la empresa',
    add: 'Guardar cliente',
    empty: 'Todos tus clientes reciben los recordatorios de la empresa.',
    columns: { client: 'Cliente', active: 'Recordatorios', days: 'Días de anticipación' },
    companyDays: 'Los de la empresa',
  },
  invoices: {
    help: 'Las facturas que no reciben recordatorios. Para desactivar una, ábrela en Mis ventas y usa la pestaña Recordatorios.',
    empty: 'Todas tus facturas de venta reciben recordatorios.',
    columns: { invoice: 'Factura', client: 'Cliente', active: 'Recordatorios' },
    folio: (folio: number | null) => (folio === null ? 'Factura' : `N° ${folio}`),
  },
  saved: 'Preferencias guardadas con éxito',
  configSaved: 'Configuración de notificaciones guardada con éxito',
  loadFailed: 'No pudimos cargar tus preferencias de notificación.',
  saveFailed: 'No pudimos guardar tus preferencias de notificación.',
  on: 'Activos',
  off: 'Desactivados',
  switchLabel: (who: string, on: boolean) => `Recordatorios de ${who}: ${on ? 'activos' : 'desactivados'}`,
  adminsOnly: 'Solo propietarios y administradores pueden cambiar esta sección.',
} as const;
