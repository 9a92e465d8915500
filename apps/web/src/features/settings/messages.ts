// The settings screen's texts.

export const SETTINGS_MSG = {
  title: 'Configuración',
  hours: 'Hora (0 a 23)',
  minutes: 'Minutos',
  lead: 'Preferencias de tu empresa en el portal: actívalas o desactívalas y ajusta cuándo actúan.',
  noBusinessTitle: 'Sin empresa seleccionada',
  noBusiness: 'Selecciona una empresa en la barra superior.',
  emptyTitle: 'No hay configuraciones',
  empty: 'Cuando tu ejecutivo active alguna configuración para tu empresa, aparecerá aquí.',
  saved: 'La configuración quedó guardada.',
  active: 'Activa',
  inactive: 'Inactiva',
  stateLabel: (name: string, active: boolean) => `${name}: ${active ? 'activa' : 'inactiva'}`,
  isNew: 'Nueva',
  updatedAt: (when: string) => `Actualizada ${when}`,
  neverSet: 'Aún sin configurar',
  adminsOnly: 'Solo propietarios y administradores pueden cambiarla',
  defaultValue: 'Mientras no lo cambies se usa el valor sugerido.',
  days: 'días',
  cancel: 'Cancelar',
  saveValue: 'Guardar',
} as const;
