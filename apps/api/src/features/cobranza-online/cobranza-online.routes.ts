import { cobranzaOnlineEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { forcedBankRuts } from '../businesses/businesses.service';
import {
  type CobranzaOnlineAdapter,
  httpCobranzaOnline,
  localCobranzaOnline,
} from './cobranza-online.adapter';
import { sendDebt, setCobranzaOnline } from './cobranza-online.service';

/** The configured service's adapter: its API when COBRANZA_ONLINE_URL is set, else the local record. */
export function cobranzaOnlineAdapter(config: AppDeps['config']): CobranzaOnlineAdapter {
  return config.cobranzaOnline ? httpCobranzaOnline(config.cobranzaOnline) : localCobranzaOnline;
}

export const cobranzaOnlineRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const svc = {
    db: deps.db,
    adapter: cobranzaOnlineAdapter(deps.config),
    forced: forcedBankRuts(deps.config.forcedBankRuts),
  };
  route(app, ep.activate, async ({ business }) => setCobranzaOnline(svc, business.id, true));
  route(app, ep.deactivate, async ({ business }) => setCobranzaOnline(svc, business.id, false));
  route(app, ep.sendDebt, async ({ business, session, body }) =>
    sendDebt(svc, { businessId: business.id, userId: session.user.id }, body),
  );
};
