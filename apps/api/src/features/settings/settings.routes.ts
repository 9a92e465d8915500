import {
  settingKeyParams,
  settingResponse,
  settingShowResponse,
  settingsResponse,
  updateSettingBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { SETTING_MSG, getSetting, getSettings, saveSetting } from './settings.service';

const tags = ['settings'];

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/v1/client/settings',
      { config: { access: 'business' }, schema: { tags, response: { 200: settingsResponse } } },
      async (request) => ({ settings: await getSettings(db, request.business!.id) }),
    );

    app.get(
      '/v1/client/settings/:key',
      {
        config: { access: 'business' },
        schema: { tags, params: settingKeyParams, response: { 200: settingShowResponse } },
      },
      async (request) => ({ setting: await getSetting(db, request.business!.id, request.params.key) }),
    );

    app.put(
      '/v1/client/settings/:key',
      {
        config: { access: 'business', roles: ['owner', 'admin'] },
        schema: {
          tags,
          params: settingKeyParams,
          body: updateSettingBody,
          response: { 200: settingResponse },
        },
      },
      async (request) => ({
        error: false,
        message: SETTING_MSG.updated,
        setting: await saveSetting(db, request.business!.id, request.params.key, request.body.setting),
      }),
    );
  };
