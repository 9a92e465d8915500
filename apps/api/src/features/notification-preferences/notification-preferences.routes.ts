import { notificationPreferencesEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../lib/errors';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  PREFERENCES_MSG,
  applyUnsubscribe,
  getClientConfigs,
  getGeneralPreferences,
  saveBusinessPreferences,
  saveClientConfig,
  saveGeneralPreferences,
  type UnsubscribeOutcome,
} from './notification-preferences.service';
import { unsubscribePage } from './unsubscribe-page';

export const notificationPreferencesRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  // The unsubscribe page's button posts an HTML form (this plugin's routes only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route(app, ep.listPreferences, async ({ session }) => ({
    preferences: await getGeneralPreferences(db, session.user.id),
  }));

  route(app, ep.savePreferences, async ({ session, body }) => ({
    error: false,
    message: PREFERENCES_MSG.saved,
    preferences: await saveGeneralPreferences(db, session.user.id, body),
  }));

  route(app, ep.clientConfigs, async ({ business, query }) => ({
    client_notification_configs: await getClientConfigs(db, business.id, {
      clientRut: query.client_rut,
      invoiceId: query.invoice_id,
      scope: query.scope,
    }),
  }));

  route(app, ep.saveClientConfig, async ({ business, body }) => ({
    error: false,
    message: PREFERENCES_MSG.configSaved,
    client_notification_config: await saveClientConfig(db, business.id, body),
  }));

  route(app, ep.businessPreferences, async ({ business, params, body }) => ({
    error: false,
    message: PREFERENCES_MSG.businessSaved,
    business_messages_preferences: await saveBusinessPreferences(
      db,
      business.id,
      params.id,
      body.business_messages_preference,
    ),
  }));

  // A browser (Accept: text/html) gets the page; any other caller the JSON answer.
  const answer = (
    request: { headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
    outcome: UnsubscribeOutcome,
    token: string,
  ) => {
    reply.header('cache-control', 'no-store');
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (wantsHtml)
      return reply
        .code(outcome.found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(outcome, token));
    if (!outcome.found) throw notFound(PREFERENCES_MSG.unknownToken);
    return {
      error: false,
      message: outcome.unsubscribed ? PREFERENCES_MSG.unsubscribed : PREFERENCES_MSG.resubscribed,
      unsubscribed: outcome.unsubscribed,
    };
  };

  route(app, ep.unsubscribePage, async (request, reply) =>
    answer(request, reply, await applyUnsubscribe(db, request.query.token, true), request.query.token),
  );

  route(app, ep.unsubscribeAction, async (request, reply) =>
    answer(
      request,
      reply,
      await applyUnsubscribe(db, request.body.token, request.body.action === 'unsubscribe'),
      request.body.token,
    ),
  );
};
