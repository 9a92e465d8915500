import { settingsEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { SETTING_MSG, getSetting, getSettings, saveSetting } from './settings.service';

export const settingsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.list, async ({ business }) => ({ settings: await getSettings(db, business.id) }));

  route(app, ep.show, async ({ business, params }) => ({
    setting: await getSetting(db, business.id, params.key),
  }));

  route(app, ep.update, async ({ business, params, body }) => ({
    error: false,
    message: SETTING_MSG.updated,
    setting: await saveSetting(db, business.id, params.key, body.setting),
  }));
};
