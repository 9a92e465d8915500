import { endpointRoute } from '../endpoint';

const USERS = '/v1/users';

/** Method, path, access and area of each auth endpoint: what the browser's first screen calls without zod. */
export const authRoutes = {
  signIn: endpointRoute({
    method: 'POST',
    path: `${USERS}/sign_in`,
    access: 'public',
    area: 'auth',
  }),
  signOut: endpointRoute({
    method: 'DELETE',
    path: `${USERS}/sign_out`,
    access: 'user',
    area: 'auth',
  }),
  profile: endpointRoute({
    method: 'GET',
    path: `${USERS}/my_profile`,
    access: 'user',
    area: 'auth',
  }),
  updatePassword: endpointRoute({
    method: 'POST',
    path: `${USERS}/my_profile/update_password`,
    access: 'user',
    area: 'auth',
  }),
  deleteAccount: endpointRoute({
    method: 'POST',
    path: `${USERS}/my_profile/delete_account`,
    access: 'user',
    area: 'auth',
  }),
  sendResetInstructions: endpointRoute({
    method: 'POST',
    path: `${USERS}/passwords/send_reset_password_instructions`,
    access: 'public',
    area: 'auth',
  }),
  showResetToken: endpointRoute({
    method: 'POST',
    path: `${USERS}/passwords/show_by_reset_password_token`,
    access: 'public',
    area: 'auth',
  }),
  resetPassword: endpointRoute({
    method: 'POST',
    path: `${USERS}/passwords/update_password_by_reset_password_token`,
    access: 'public',
    area: 'auth',
  }),
};
