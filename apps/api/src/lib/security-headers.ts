import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer (helmet's options; @fastify/helmet is given the same). */
export function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The invoice document tab shows the uploaded PDF in an iframe from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    hsts: production,
  };
}

/**
 * The headers helmet writes with these options, as a list: for the answers written before any
 * Fastify hook runs (Node's client errors on the raw socket, router errors), which helmet's hook
 * never sees. Computed by running helmet itself, so the two cannot drift apart.
 */
export function securityHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // The same options under helmet's own declaration of them (@fastify/helmet re-declares the type).
  helmet(options as HelmetOptions)(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure;
  return headers;
}
