import { computeRutDv } from '@portal/domain';
import type { Harness } from '../../test/harness';

let ipCounter = 0;
/** A fresh client address per call, so the per-address limits of these routes stay out of the way. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
};

let rutCounter = 0;
/** A valid RUT no generated business has (bodies in 60.000.000s). */
export function newRut(): string {
  rutCounter += 1;
  const body = String(60_000_000 + process.pid * 37 + rutCounter * 101);
  return `${body}-${computeRutDv(body)}`;
}

export const post = (
  h: Harness,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = freshIp(),
) =>
  h.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: ip });

export const signUpPayload = (email: string, extra: Record<string, unknown> = {}) => ({
  user: {
    name: 'Camila Rojas',
    email,
    password: 'clave-segura-1',
    password_confirmation: 'clave-segura-1',
    terms_accepted: true,
    ...extra,
  },
});

/** The 6-digit code of the latest confirmation mail to `email`. */
export async function codeFor(h: Harness, email: string, nth = 1): Promise<{ code: string; token: string }> {
  const match = (m: { to: string[]; subject: string }) =>
    m.to.includes(email) && m.subject.includes('código de confirmación');
  await h.mail.waitFor(() => h.mail.messages.filter(match).length >= nth, 10_000);
  const mail = h.mail.messages.filter(match)[nth - 1];
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const token = /token=([\w-]+)/.exec(mail.text)?.[1];
  if (!code || !token) throw new Error(`No code in: ${mail.text}`);
  return { code, token };
}

export const sessionOf = (res: { headers: Record<string, unknown> }) => ({
  'access-token': String(res.headers['access-token']),
  client: String(res.headers.client),
  uid: String(res.headers.uid),
});
