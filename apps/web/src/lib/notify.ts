// The one notification system (spec §8): failures titled '¡Lo sentimos!', successes '¡Muy bien!'.
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api';

export const ERROR_TITLE = '¡Lo sentimos!';
export const SUCCESS_TITLE = '¡Muy bien!';

export function notifySuccess(message: string, title = SUCCESS_TITLE): void {
  notifications.show({ title, message, color: 'teal', withBorder: true, autoClose: 5000 });
}

export function notifyError(errOrMessage: unknown, title = ERROR_TITLE): void {
  const message = typeof errOrMessage === 'string' ? errOrMessage : errorMessage(errOrMessage);
  notifications.show({ title, message, color: 'red', withBorder: true, autoClose: 8000 });
}
