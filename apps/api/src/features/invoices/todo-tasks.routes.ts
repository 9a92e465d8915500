import { todoTasksResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { todoTasks } from './todo-tasks.service';

export const todoTasksRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/client/todo_tasks',
      {
        config: { access: 'business' },
        schema: {
          tags: ['invoices'],
          summary:
            'Tareas pendientes: cobrar vencidas, dar acuse de recibo a compras, actualizar datos del SII',
          response: { 200: todoTasksResponse },
        },
      },
      async (request) => ({ tasks: await todoTasks(deps.db, request.business!.id) }),
    );
  };
