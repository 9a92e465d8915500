import { INDICATOR_MESSAGES, indicatorsEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  type IndicatorsSettings,
  indicatorsOverview,
  indicatorsSettings,
  requestRefresh,
  setIndicatorValue,
} from './indicators.service';

// The operator's screen of indicators. Access 'operator': only the e-mails of OPERATOR_EMAILS.
export const indicatorsRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  let read: IndicatorsSettings | undefined = deps.indicators;
  const settings = () => {
    read ??= indicatorsSettings();
    return read;
  };
  route(app, ep.overview, async () => indicatorsOverview(deps.db, settings()));

  route(app, ep.set, async ({ body }) => {
    await setIndicatorValue(deps.db, body);
    return {
      message: INDICATOR_MESSAGES.saved(body.indicator, body.date),
      overview: await indicatorsOverview(deps.db, settings()),
    };
  });

  route(app, ep.refresh, async () => requestRefresh(deps.db, settings()));
};
