import type { FastifyInstance } from 'fastify';

// Every API answer is about someone (a session, a business's figures, a refusal naming a field):
// none may be kept by the browser's or a proxy's cache, so the device's next user or a shared
// proxy cannot read it back. One hook for every route, refusals and errors included; a route that
// already forbids storing (a document download's `private, no-store`) keeps its own words. The
// OpenAPI documentation is the same for everyone.
const DOCS = '/api/docs';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api') || request.url.startsWith(DOCS)) return;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
