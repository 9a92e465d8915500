// The dashboard's Mensajes widget texts.
export const MESSAGES_MSG = {
  emptyTitle: 'No tienes mensajes',
  empty: 'Aquí verás los recordatorios enviados, las importaciones terminadas y los avisos de tu empresa.',
  unread: (n: number) => (n === 1 ? '1 sin leer' : `${n} sin leer`),
  allRead: 'Todo leído',
  readAll: 'Marcar todos como leídos',
  isNew: 'Nuevo',
  open: (title: string) => `Abrir mensaje: ${title}`,
  more: (n: number) => (n === 1 ? 'y 1 mensaje más' : `y ${n} mensajes más`),
} as const;
