// The account's own writes for other screens (Mi cuenta, an invitation's password): changing or
// choosing a password and deleting the account. The sign-in screen imports its modules directly.
export { useDeleteAccount, useUpdatePassword } from './api/account';
export { NewPasswordFields, useNewPassword } from './components/new-password-fields';
