import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import { CONFIRMATION, type IssuedConfirmation } from './onboarding.repository';

// The sign-up mails (Spanish, plain text and HTML).

export function confirmationMail(
  user: { email: string; name: string },
  issued: IssuedConfirmation,
  link: string,
): MailMessage {
  const minutes = CONFIRMATION.lifetimeMinutes;
  return {
    to: user.email,
    subject: `Tu código de confirmación de Portal Cliente: ${issued.code}`,
    text: [
      `Hola ${user.name}:`,
      '',
      'Para confirmar tu cuenta en Portal Cliente, ingresa este código:',
      '',
      issued.code,
      '',
      `O abre este enlace: ${link}`,
      '',
      `El código y el enlace valen por ${minutes} minutos. Si no creaste una cuenta, ignora este correo.`,
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(user.name)}:</p><p>Para confirmar tu cuenta en Portal Cliente, ingresa este código:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${issued.code}</p><p>O <a href="${escapeHtml(link)}">confirma tu cuenta con este enlace</a>.</p><p>El código y el enlace valen por ${minutes} minutos. Si no creaste una cuenta, ignora este correo.</p>`,
  };
}

/** Sign-up with an e-mail that already has an account: told to its owner, never to the caller. */
export function existingAccountMail(email: string, publicUrl: string): MailMessage {
  const login = `${publicUrl}/login-cl`;
  const recovery = `${publicUrl}/recovery-password`;
  return {
    to: email,
    subject: 'Ya tienes una cuenta en Portal Cliente',
    text: [
      'Hola:',
      '',
      'Alguien intentó crear una cuenta en Portal Cliente con este correo, que ya tiene una.',
      `Puedes iniciar sesión en ${login} o recuperar tu contraseña en ${recovery}.`,
      '',
      'Si no fuiste tú, ignora este correo: tu cuenta no cambió.',
    ].join('\n'),
    html: `<p>Hola:</p><p>Alguien intentó crear una cuenta en Portal Cliente con este correo, que ya tiene una.</p><p>Puedes <a href="${login}">iniciar sesión</a> o <a href="${recovery}">recuperar tu contraseña</a>.</p><p>Si no fuiste tú, ignora este correo: tu cuenta no cambió.</p>`,
  };
}
