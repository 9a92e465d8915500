// The development mailbox's texts.

export const MAILBOX_MSG = {
  title: 'Buzón de desarrollo',
  lead: 'Correos que el portal habría enviado. Este buzón solo existe cuando el servidor no tiene un servidor de correo (SMTP) configurado.',
  refresh: 'Actualizar',
  unavailableTitle: 'El buzón de desarrollo no está disponible',
  unavailable: 'Este servidor envía los correos por SMTP, así que llegan a las casillas reales.',
  emptyTitle: 'Aún no hay correos',
  empty: 'Cuando el portal envíe un correo (por ejemplo, para recuperar una contraseña), aparecerá aquí.',
  listLabel: 'Correos enviados',
  choose: 'Elige un correo para leerlo',
  back: 'Volver a la lista',
  textTab: 'Texto',
  htmlFrame: (subject: string) => `Vista HTML de «${subject}»`,
} as const;
