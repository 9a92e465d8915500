// The operator's job-queue page (/operador/trabajos), in Spanish (Chile).
import type { JobStateName } from '@portal/contracts';

export const JOBS_MSG = {
  title: 'Cola de trabajos',
  intro: 'Correos, importaciones del SII y demás tareas que el portal hace en segundo plano.',
  indicatorsLink: 'Indicadores',
  filterLabel: 'Estado',
  all: 'Todos',
  columns: {
    id: 'N°',
    kind: 'Tipo',
    state: 'Estado',
    attempts: 'Intentos',
    runAt: 'Próxima ejecución',
    error: 'Último error',
    actions: 'Acciones',
  },
  retry: 'Reintentar',
  discard: 'Descartar',
  emptyTitle: 'No hay trabajos',
  emptyAll: 'La cola está vacía.',
  emptyState: 'No hay trabajos en este estado.',
  notOperatorTitle: 'Sección no disponible',
  discardTitle: 'Descartar trabajo',
  discardBody: (id: number, kind: string) =>
    `El trabajo N° ${id} (${kind}) no volverá a correr y quedará como muerto. ¿Quieres descartarlo?`,
  cancel: 'Cancelar',
  confirmDiscard: 'Sí, descartar',
  total: (n: number) => (n === 1 ? '1 trabajo' : `${n.toLocaleString('es-CL')} trabajos`),
  errorLabel: 'Último error',
  caption: 'Trabajos de la cola',
} as const;

export const STATE_LABEL: Record<JobStateName, string> = {
  queued: 'En cola',
  running: 'En curso',
  failed: 'Fallidos',
  dead: 'Muertos',
  done: 'Listos',
};

/** One job's state, in the singular (the table's badge). */
export const STATE_BADGE: Record<JobStateName, { label: string; color: string }> = {
  queued: { label: 'En cola', color: 'blue' },
  running: { label: 'En curso', color: 'cyan' },
  failed: { label: 'Fallido', color: 'orange' },
  dead: { label: 'Muerto', color: 'red' },
  done: { label: 'Listo', color: 'green' },
};
