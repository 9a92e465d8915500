import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/auth.routes';

/** Every feature's routes, under /api. One line per area. */
export async function registerFeatures(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(authRoutes(deps));
}
