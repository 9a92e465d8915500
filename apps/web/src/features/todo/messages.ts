// Texts of the to-do screen (Spanish, Chile). The tasks' own titles and descriptions come from the API.
import { plural } from '../../lib/plural';

export const TODO_MSG = {
  title: 'Tareas por hacer',
  description: 'Lo que tu empresa tiene pendiente, con un atajo para resolverlo.',
  loadError: 'Hubo un problema obteniendo tus tareas. Favor inténtalo nuevamente.',
  doneTitle: '¡Estás al día!',
  doneDescription: 'No tienes tareas pendientes. Te avisaremos aquí cuando haya algo por hacer.',
  goSolve: 'Ir a resolver',
} as const;

export const documentsCount = (n: number) => plural(n, { one: '{n} documento', other: '{n} documentos' });
