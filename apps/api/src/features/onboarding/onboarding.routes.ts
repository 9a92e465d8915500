import { onboardingEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { sessionHeaders } from '../auth/session.service';
import { forcedBankRuts } from '../businesses/businesses.service';
import { getActiveTerm } from '../terms/terms.service';
import {
  type Confirmed,
  addBusiness,
  checkBusinessRut,
  checkPersonalRut,
  confirmByCode,
  confirmByLink,
  resendConfirmation,
  signUp,
  storeSiiCredential,
} from './onboarding.service';

const MAILS = { rateLimit: { max: 10, timeWindow: '15 minutes' } } as const;
const CONFIRMS = { rateLimit: { max: 30, timeWindow: '15 minutes' } } as const;

/** A confirmed account is signed in at once: the session headers as sign-in sends them. */
function signedIn(reply: FastifyReply, { user, token }: Confirmed) {
  reply.headers(sessionHeaders(token, user.email));
  return {
    data: { id: user.id, email: user.email, name: user.name, uid: user.email, provider: 'email' as const },
  };
}

export const onboardingRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const mail = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const forced = forcedBankRuts(deps.config.forcedBankRuts);

  route(app, ep.terms, async () => ({ term_document: await getActiveTerm(db) }));

  route(app, ep.signUp, async ({ body }) => ({ message: await signUp(mail, body.user) }), MAILS);

  route(app, ep.resend, async ({ body }) => ({ message: await resendConfirmation(mail, body.email) }), MAILS);

  route(
    app,
    ep.confirmCode,
    async ({ body }, reply) => signedIn(reply, await confirmByCode(db, body.email, body.code)),
    CONFIRMS,
  );

  route(
    app,
    ep.confirmToken,
    async ({ body }, reply) => signedIn(reply, await confirmByLink(db, body.token)),
    CONFIRMS,
  );

  route(app, ep.checkBusinessRut, async ({ body }) => checkBusinessRut(db, body.rut));

  route(app, ep.checkRut, async ({ session, body }) => checkPersonalRut(db, session.user.id, body.rut));

  route(app, ep.createBusiness, async ({ session, body }) => ({
    business: await addBusiness(db, session.user.id, body.business, forced, body.user?.rut),
  }));

  route(app, ep.siiCredential, async ({ business, session, body }) => ({
    sii_credential: await storeSiiCredential(
      db,
      app.secrets,
      business.id,
      session.user.id,
      body.sii_credential.password,
    ),
  }));
};
