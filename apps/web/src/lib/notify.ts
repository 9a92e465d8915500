// The one notification system (spec §8): failures titled '¡Lo sentimos!', successes '¡Muy bien!'.
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api';

export const ERROR_TITLE = '¡Lo sentimos!';
export const SUCCESS_TITLE = '¡Muy bien!';

/** Failure toasts still on screen: a success after them (a retry that worked) takes them away. */
const failures = new Set<string>();

export function notifySuccess(message: string, title = SUCCESS_TITLE): void {
  for (const id of failures) notifications.hide(id);
  failures.clear();
  notifications.show({ title, message, color: 'teal', withBorder: true, autoClose: 5000 });
}

export function notifyError(errOrMessage: unknown, title = ERROR_TITLE): void {
  const message = typeof errOrMessage === 'string' ? errOrMessage : errorMessage(errOrMessage);
  const id = notifications.show({
    title,
    message,
    color: 'red',
    withBorder: true,
    autoClose: 8000,
    onClose: () => failures.delete(id),
  });
  failures.add(id);
}
