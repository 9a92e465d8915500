import { ASSOCIATED_USER_MESSAGES as M, associatedUsersEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { sessionHeaders } from '../auth/session.service';
import {
  acceptInvitation,
  changeRole,
  invite,
  membersPage,
  pendingInvitations,
  removeMember,
  revokeInvitation,
  showInvitation,
  validateEmail,
} from './associated-users.service';

export const associatedUsersRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const mail = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  route(app, ep.list, async ({ business, query }) => membersPage(db, business.id, query));
  route(app, ep.sendInvitation, async ({ business, session, body }) =>
    invite(mail, business, session.user.id, body.businesses_user),
  );
  route(app, ep.invitations, async ({ business }) => pendingInvitations(db, business.id));
  route(app, ep.revokeInvitation, async ({ business, params }) => revokeInvitation(db, business, params.id));
  route(app, ep.update, async ({ business, session, params, body }) =>
    changeRole(db, { ...business, userId: session.user.id }, params.id, body.businesses_user.role),
  );
  route(app, ep.delete, async ({ business, session, params }) =>
    removeMember(db, { ...business, userId: session.user.id }, params.id),
  );

  route(app, ep.validateInvitation, async ({ body, ip }) => showInvitation(db, ip, body.token));
  route(app, ep.validateEmailInvitation, async ({ body, ip }) =>
    validateEmail(db, ip, body.token, body.email),
  );
  route(app, ep.create, async ({ body, ip }, reply) => {
    const { user, token } = await acceptInvitation(db, ip, body.invitation);
    // Signed in at once, with the same headers as a sign-in.
    reply.headers(sessionHeaders(token, user.email));
    return { message: M.created, data: { ...user, uid: user.email } };
  });
};
