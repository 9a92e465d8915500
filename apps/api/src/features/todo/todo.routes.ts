import { todoEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { todoTasks } from './todo.service';

export const todoRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  route(app, ep.tasks, async ({ business }) => ({ tasks: await todoTasks(deps.db, business.id) }));
};
