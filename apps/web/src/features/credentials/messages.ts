// Every Spanish text of /mis-datos/mis-credenciales. A secret is write-only: the screen says whether
// one is stored, never what it is.
import { CREDENTIAL_MESSAGES } from '@portal/contracts';

export const CREDENTIALS_MSG = {
  title: 'Mis credenciales',
  description:
    'Las claves de la empresa en el SII, Previred y otros servicios, para que el portal haga trámites por ti. Se guardan cifradas y nunca se muestran.',
  loadError: CREDENTIAL_MESSAGES.loadError,
  saveError: CREDENTIAL_MESSAGES.saveError,
  deleteError: CREDENTIAL_MESSAGES.deleteError,
  add: 'Agregar credencial',
  addTitle: 'Nueva credencial',
  editTitle: (label: string) => `Editar credencial de ${label}`,
  emptyTitle: 'Aún no guardas credenciales',
  empty:
    'Agrega la clave tributaria del SII para que el portal pueda traer tus documentos y preparar tu F29.',
  allUsed: 'Ya tienes una credencial para cada servicio disponible.',
  columns: {
    service: 'Servicio',
    username: 'Usuario',
    secret: 'Clave',
    updated: 'Actualizada',
    actions: 'Acciones',
  },
  service: 'Servicio',
  username: 'Usuario',
  secret: 'Clave',
  secretSet: '••••••••',
  secretSetLabel: 'Guardada',
  secretNotSet: 'Sin clave',
  keepSecret: 'Déjala en blanco para conservar la clave guardada.',
  newSecret: 'Se guarda cifrada; no podrás volver a verla.',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: 'La credencial quedó guardada.',
  edit: 'Editar',
  remove: 'Eliminar',
  removeTitle: 'Eliminar la credencial',
  removeQuestion: (label: string) =>
    `Se borrarán el usuario y la clave de ${label}. Los trámites que la usan dejarán de funcionar hasta que la vuelvas a agregar.`,
  removed: CREDENTIAL_MESSAGES.deleted,
  readOnly: 'Solo el dueño o un administrador de la empresa puede agregar, cambiar o eliminar credenciales.',
} as const;
