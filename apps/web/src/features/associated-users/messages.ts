// Spanish texts of the associated users' screen and the invitation page (spec §8 where it gives one).
import { ASSOCIATED_USER_MESSAGES as S, PASSWORD_MIN, ROLE_LABELS } from '@portal/contracts';
import { plural } from '../../lib/plural';

export { ROLE_LABELS };

export const USERS_MSG = {
  title: 'Mis usuarios asociados',
  description: 'Las personas que trabajan con tu empresa en el portal y lo que cada una puede hacer.',
  invite: 'Invitar usuario',
  inviteTitle: 'Invitar a un usuario',
  inviteHint: 'Le enviaremos un correo con un enlace para unirse a tu empresa. El enlace vale 7 días.',
  email: 'Correo electrónico',
  emailPlaceholder: 'nombre@empresa.cl',
  role: 'Rol',
  send: 'Enviar invitación',
  cancel: 'Cancelar',
  columns: { name: 'Nombre', email: 'Correo', role: 'Rol', actions: 'Acciones' },
  roleHelp: {
    owner: 'Todo, incluso administrar a los propietarios.',
    admin: 'Todo, salvo asignar o quitar propietarios.',
    other: 'Solo puede ver la información.',
  },
  you: 'Tú',
  lastOwner: 'Es el único propietario: no se puede quitar ni cambiar su rol.',
  onlyOwner: 'Único propietario',
  remove: 'Quitar',
  removeTitle: 'Quitar usuario',
  removeQuestion: (name: string) =>
    `¿Quitar a ${name} de la empresa? Dejará de tener acceso a su información.`,
  readOnly: 'Tu rol es Invitado: puedes ver los usuarios, pero no invitar ni cambiarlos.',
  emptyTitle: 'Aún no hay usuarios',
  page: (from: number, to: number, total: number) =>
    `${from}–${to} de ${plural(total, { one: '{n} usuario', other: '{n} usuarios' })}`,
  pending: {
    title: 'Invitaciones pendientes',
    hint: 'Cada enlace sirve mientras quien lo envió siga en la empresa con un rol igual o mayor al que otorga. Si quitas a un usuario, sus invitaciones se anulan.',
    empty: 'No hay invitaciones pendientes.',
    sentBy: (name: string | null, date: string) =>
      name ? `Enviada por ${name} el ${date}` : `Enviada el ${date}`,
    expires: (date: string) => `Vence el ${date}`,
    revoke: 'Anular',
    revokeTitle: 'Anular invitación',
    revokeQuestion: (email: string) =>
      `¿Anular la invitación de ${email}? Su enlace dejará de servir; puedes invitarla de nuevo cuando quieras.`,
    revoked: S.invitationRevoked,
    revokeError: 'No pudimos anular la invitación. Inténtalo nuevamente.',
    loadError: 'No pudimos cargar las invitaciones pendientes.',
  },
  // Success (spec §8) and failure notifications.
  created: S.created,
  invited: S.invited,
  updated: S.updated,
  removed: S.deleted,
  createError: 'No pudimos crear tu usuario. Inténtalo nuevamente.',
  deleteError: 'No pudimos quitar el usuario. Inténtalo nuevamente.',
  listError: 'No pudimos cargar los usuarios asociados.',
  inviteError: 'No pudimos enviar la invitación. Inténtalo nuevamente.',
  updateError: 'No pudimos actualizar el usuario. Inténtalo nuevamente.',
} as const;

export const INVITATION_MSG = {
  title: 'Únete a tu empresa',
  intro: (business: string, role: string) =>
    `Te invitaron a trabajar con ${business} en Portal Cliente como ${role}.`,
  emailStep: 'Confirma tu correo',
  emailHint: 'Escribe el correo al que te llegó la invitación.',
  next: 'Continuar',
  passwordStep: 'Crea tu cuenta',
  passwordHint: (email: string) => `Elige tu nombre y una contraseña para ${email}.`,
  name: 'Nombre y apellido',
  nameMissing: 'Ingresa tu nombre.',
  passwordRule: `Al menos ${PASSWORD_MIN} caracteres.`,
  create: 'Crear mi cuenta',
  validating: 'Validando la invitación',
  invalidToken: S.emailInvalid,
  invitationError: S.invitationFailed,
  alreadyHasAccount: S.alreadyHasAccount,
  alreadyRegistered: S.alreadyRegistered,
} as const;
