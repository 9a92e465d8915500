import {
  deleteAccountBody,
  messageResponse,
  profileResponse,
  resetPasswordBody,
  resetTokenBody,
  sendResetBody,
  signInBody,
  signInResponse,
  updatePasswordBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { notFound } from '../../lib/errors';
import {
  changePassword,
  deleteAccount,
  resetPassword,
  sendResetInstructions,
  showReset,
  signIn,
} from './auth.service';
import { loadProfile } from './profile.repository';
import { revokeToken } from './tokens.repository';

const tags = ['auth'];

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/v1/users/sign_in',
      {
        config: { access: 'public' },
        schema: { tags, body: signInBody, response: { 200: signInResponse } },
      },
      async (request, reply) => {
        const { user, token } = await signIn(db, request.body.email, request.body.password, request.ip);
        reply.headers({
          'access-token': token.accessToken,
          client: token.client,
          uid: user.email,
          expiry: String(token.expiry),
          'token-type': 'Bearer',
          'cache-control': 'no-store',
        });
        return {
          data: {
            id: user.id,
            email: user.email,
            name: user.name,
            uid: user.email,
            provider: 'email' as const,
          },
        };
      },
    );

    app.delete(
      '/v1/users/sign_out',
      { config: { access: 'user' }, schema: { tags, response: { 200: z.object({ success: z.boolean() }) } } },
      async (request) => {
        await revokeToken(db, request.session!.tokenId);
        return { success: true };
      },
    );

    app.get(
      '/v1/users/my_profile',
      { config: { access: 'user' }, schema: { tags, response: { 200: profileResponse } } },
      async (request) => {
        const user = await loadProfile(db, request.session!.user.id);
        if (!user) throw notFound();
        return { user };
      },
    );

    app.post(
      '/v1/users/my_profile/update_password',
      {
        config: { access: 'user' },
        schema: { tags, body: updatePasswordBody, response: { 200: messageResponse } },
      },
      async (request) => {
        const s = request.session!;
        const u = request.body.user;
        await changePassword(db, s.user.id, s.tokenId, u?.password, u?.password_confirmation);
        return { message: 'Tu contraseña fue actualizada con éxito.' };
      },
    );

    app.post(
      '/v1/users/my_profile/delete_account',
      {
        config: { access: 'user' },
        schema: { tags, body: deleteAccountBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await deleteAccount(db, request.session!.user.id, request.body.password);
        return { message: 'Tu cuenta fue eliminada.' };
      },
    );

    app.post(
      '/v1/users/passwords/send_reset_password_instructions',
      {
        config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: { tags, body: sendResetBody, response: { 200: messageResponse } },
      },
      async (request) => {
        await sendResetInstructions(db, deps.mailer, deps.config.publicUrl, request.body.email);
        return {
          message:
            'Si el correo está registrado, te enviamos las instrucciones para recuperar tu contraseña.',
        };
      },
    );

    app.post(
      '/v1/users/passwords/show_by_reset_password_token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          body: resetTokenBody,
          response: { 200: z.object({ user: z.object({ email: z.string(), name: z.string() }) }) },
        },
      },
      async (request) => ({ user: await showReset(db, request.body.reset_password_token) }),
    );

    app.post(
      '/v1/users/passwords/update_password_by_reset_password_token',
      {
        config: { access: 'public' },
        schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } },
      },
      async (request) => {
        const b = request.body;
        await resetPassword(db, b.reset_password_token, b.password, b.password_confirmation);
        return { message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' };
      },
    );
  };
