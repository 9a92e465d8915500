// The dashboard's own widgets' texts (each area's widgets keep theirs in the area).

export const DASHBOARD_MSG = {
  termsLoading: 'Cargando términos…',
  termsError: 'No pudimos cargar los términos y condiciones en este momento.',
  noActiveTerms: 'No hay términos activos.',
  termsAccepted: 'Aceptaste los términos y condiciones.',
  termsAcceptedOn: (title: string, version: string, on: string | null) =>
    `Tu empresa aceptó «${title}» (versión ${version})${on ? ` el ${on}` : ''}.`,
  newTermsVersion: (title: string, version: string) =>
    `Hay una nueva versión de «${title}» (versión ${version}).`,
  reviewAndAccept: 'Revísala y acéptala para seguir usando todas las funciones.',
  adminMustAccept: 'Un administrador de la empresa debe aceptarla.',
  reviewButton: 'Revisar y aceptar',
  viewButton: 'Ver términos',
  close: 'Cerrar',
  accept: 'Acepto los términos',
} as const;
