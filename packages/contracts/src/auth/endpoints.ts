import { z } from 'zod';
import { messageResponse } from '../common';
import { endpoint } from '../endpoint';
import { authRoutes } from './routes';
import {
  deleteAccountBody,
  profileResponse,
  resetPasswordBody,
  resetTokenBody,
  sendResetBody,
  signInBody,
  signInResponse,
  updatePasswordBody,
} from './schemas';

export const signOutResponse = z.object({ success: z.boolean() });
export const resetUser = z.object({ email: z.string(), name: z.string() });
export type ResetUser = z.infer<typeof resetUser>;
export const resetTokenResponse = z.object({ user: resetUser });

/** Sign-in, sign-out, the profile, passwords and the account (spec §4, §5). */
export const authEndpoints = {
  signIn: endpoint({
    ...authRoutes.signIn,
    summary: 'Inicia sesión; los tokens viajan en las cabeceras de la respuesta',
    body: signInBody,
    response: signInResponse,
  }),
  signOut: endpoint({
    ...authRoutes.signOut,
    summary: 'Cierra la sesión de este dispositivo',
    response: signOutResponse,
  }),
  profile: endpoint({
    ...authRoutes.profile,
    summary: 'Perfil del usuario con sus empresas y mensajes',
    response: profileResponse,
  }),
  updatePassword: endpoint({
    ...authRoutes.updatePassword,
    summary: 'Cambia la contraseña y cierra las otras sesiones',
    body: updatePasswordBody,
    response: messageResponse,
  }),
  deleteAccount: endpoint({
    ...authRoutes.deleteAccount,
    summary: 'Elimina la cuenta del usuario (confirma con la contraseña)',
    body: deleteAccountBody,
    response: messageResponse,
  }),
  sendResetInstructions: endpoint({
    ...authRoutes.sendResetInstructions,
    summary: 'Envía el enlace para recuperar la contraseña',
    body: sendResetBody,
    response: messageResponse,
  }),
  showResetToken: endpoint({
    ...authRoutes.showResetToken,
    summary: 'El usuario de un enlace de recuperación válido',
    body: resetTokenBody,
    response: resetTokenResponse,
  }),
  resetPassword: endpoint({
    ...authRoutes.resetPassword,
    summary: 'Fija la nueva contraseña con un enlace de recuperación',
    body: resetPasswordBody,
    response: messageResponse,
  }),
};
