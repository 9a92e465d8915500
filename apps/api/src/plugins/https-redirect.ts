import type { FastifyInstance } from 'fastify';

// Platform §2.1: "Http is redirected to https". The portal runs behind a TLS-terminating proxy, so
// the only sign of a plain-HTTP visit is the proxy's X-Forwarded-Proto, which Fastify believes only
// from the proxies of TRUST_PROXY (`request.protocol`). In production, with an https PUBLIC_URL, such
// a request goes to the same path on PUBLIC_URL: the target never comes from the Host header, so no
// one can point the redirect elsewhere. Only a header that says "http" redirects: a proxy left out
// of TRUST_PROXY that says "https" is served rather than sent round a loop, and a request straight
// to the server (no header: a health check, the proxy's own probe) is served as it came.
export function registerHttpsRedirect(app: FastifyInstance, publicUrl: string, production: boolean): void {
  if (!production || !publicUrl.startsWith('https://')) return;
  app.addHook('onRequest', (request, reply, done) => {
    const said = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .pop()
      ?.trim()
      .toLowerCase();
    if (said !== 'http' || request.protocol !== 'http') return done();
    // 301 for reads; 308 keeps the method and body of a write (a form posted over plain HTTP).
    const code = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    reply.redirect(`${publicUrl}${request.url}`, code);
  });
}
