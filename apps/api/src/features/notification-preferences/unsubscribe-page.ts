import type { UnsubscribeOutcome } from './notification-preferences.service';
import { escapeHtml } from '../../lib/html';

// The public page of the unsubscribe link: plain HTML in Spanish (no SPA, no session), with one
// button that undoes what the link did. The button posts a form to the same path.

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6f8;color:#1f2937;margin:0;padding:24px 16px}
main{max-width:520px;margin:48px auto;background:#fff;border-radius:12px;padding:32px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:10px 18px;background:#1c7ed6;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}.brand{font-weight:700;color:#1c7ed6;margin-bottom:24px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Portal Cliente</title><style>${STYLE}</style></head><body><main><div class="brand">Portal Cliente</div>${body}</main></body></html>`;
}

export function unsubscribePage(outcome: UnsubscribeOutcome, token: string): string {
  if (!outcome.found) {
    return page(
      'Enlace no válido',
      '<h1>Enlace no válido</h1><p>Este enlace para dejar de recibir correos no existe o fue copiado de forma incompleta. Revisa que hayas abierto el enlace completo del correo.</p>',
    );
  }
  const who = `<strong>${escapeHtml(outcome.address)}</strong>`;
  const business = `<strong>${escapeHtml(outcome.business)}</strong>`;
  const form = (action: 'unsubscribe' | 'resubscribe', label: string) =>
    `<form method="post" action="/api/v1/public/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
  if (outcome.unsubscribed) {
    return page(
      'Te desuscribiste',
      `<h1>Listo, te desuscribiste</h1><p>${who} ya no recibirá recordatorios, avisos ni resúmenes enviados por Portal Cliente en nombre de ${business}.</p><p>¿Fue un error?</p>${form('resubscribe', 'Volver a suscribirme')}`,
    );
  }
  return page(
    'Suscripción activa',
    `<h1>Volviste a suscribirte</h1><p>${who} volverá a recibir los correos que Portal Cliente envía en nombre de ${business}.</p>${form('unsubscribe', 'Dejar de recibir correos')}`,
  );
}
