import { z } from 'zod';
import { endpoint } from '../endpoint';
import { INVOICE_AREAS } from './common';

// GET /api/v1/client/todo_tasks: what the business has pending, each linking to where it is done.

export const todoTaskKind = z.enum(['collect_overdue', 'acknowledge_purchases', 'import_stale']);
export type TodoTaskKind = z.infer<typeof todoTaskKind>;
/** SII: 8 days from reception to claim a purchase (Ley 19.983 art. 3); the rule lives in the domain. */
export { ACKNOWLEDGMENT_WINDOW_DAYS } from '@portal/domain';
/** An import older than this many days is stale. */
export const IMPORT_STALE_DAYS = 7;

export const todoTask = z.object({
  kind: todoTaskKind,
  title: z.string(),
  description: z.string(),
  count: z.number(),
  /** Σ of the documents involved (integer pesos); null when money is not the point. */
  amount: z.number().nullable(),
  /** The web route where the task is done. */
  link: z.string(),
});
export type TodoTask = z.infer<typeof todoTask>;
export const todoTasksResponse = z.object({ tasks: z.array(todoTask) });
export type TodoTasksResponse = z.infer<typeof todoTasksResponse>;

export const todoEndpoints = {
  tasks: endpoint({
    method: 'GET',
    path: '/v1/client/todo_tasks',
    access: 'business',
    area: INVOICE_AREAS.todo,
    summary: 'Tareas pendientes: cobrar vencidas, dar acuse de recibo a compras, actualizar datos del SII',
    response: todoTasksResponse,
  }),
};
