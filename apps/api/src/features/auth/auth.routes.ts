import { authEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  changePassword,
  deleteAccount,
  getProfile,
  resetPassword,
  sendResetInstructions,
  showReset,
  signIn,
  signOut,
} from './auth.service';
import { sessionHeaders } from './session.service';

export const AUTH_REPLY = {
  passwordChanged: 'Tu contraseña fue actualizada con éxito.',
  accountDeleted: 'Tu cuenta fue eliminada.',
  resetSent: 'Si el correo está registrado, te enviamos las instrucciones para recuperar tu contraseña.',
  passwordReset: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
} as const;

export const authRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.signIn, async ({ body, ip }, reply) => {
    const { user, token } = await signIn(db, body.email, body.password, ip);
    reply.headers(sessionHeaders(token, user.email));
    return {
      data: { id: user.id, email: user.email, name: user.name, uid: user.email, provider: 'email' as const },
    };
  });

  route(app, ep.signOut, async ({ session }) => {
    await signOut(db, session.tokenId);
    return { success: true };
  });

  route(app, ep.profile, async ({ session }) => {
    return { user: await getProfile(db, session.user.id) };
  });

  route(app, ep.updatePassword, async ({ session, body, ip }) => {
    const u = body.user;
    await changePassword(db, session.user.id, session.tokenId, ip, {
      current: u?.current_password,
      password: u?.password,
      confirmation: u?.password_confirmation,
    });
    return { message: AUTH_REPLY.passwordChanged };
  });

  route(app, ep.deleteAccount, async ({ session, body, ip }) => {
    await deleteAccount(db, session.user.id, ip, body.password);
    return { message: AUTH_REPLY.accountDeleted };
  });

  route(
    app,
    ep.sendResetInstructions,
    async ({ body }) => {
      await sendResetInstructions(db, deps.mailer, deps.config.publicUrl, body.email);
      return { message: AUTH_REPLY.resetSent };
    },
    { rateLimit: { max: 5, timeWindow: '15 minutes' } },
  );

  route(app, ep.showResetToken, async ({ body }) => ({
    user: await showReset(db, body.reset_password_token),
  }));

  route(app, ep.resetPassword, async ({ body }) => {
    await resetPassword(db, body.reset_password_token, body.password, body.password_confirmation);
    return { message: AUTH_REPLY.passwordReset };
  });
};
