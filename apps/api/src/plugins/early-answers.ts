// Answers written before any route or hook runs: Node's client errors (headers too large, a
// request it cannot parse) go straight to the socket, and the router's errors (a path it cannot
// decode) come before the hooks that add the security headers. Both answer like every other error:
// Spanish `{error}`, the security headers, no-store.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const CLIENT_ERRORS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  408: 'La solicitud tardó demasiado en llegar.',
  431: 'Los encabezados de la solicitud son demasiado grandes o demasiados.',
};

/** Fastify's `clientErrorHandler` (called with the instance as `this`): writes the answer on the raw socket, headers included. */
export function clientErrorAnswer(headers: Record<string, string>) {
  return function answer(this: { log: FastifyBaseLogger }, err: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection has nobody to answer (Node's and Fastify's own rule).
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    this.log.debug({ code: err.code }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({ error: CLIENT_ERRORS[status] });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(err);
  };
}

/** Fastify's `frameworkErrors`: router errors (a malformed or too long path) in Spanish, with the headers. */
export function routerErrorAnswer(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode === 414 ? 414 : 400;
    reply
      .code(status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .send({
        error:
          status === 414
            ? 'Un parámetro de la ruta es demasiado largo.'
            : 'La dirección de la solicitud no es válida.',
      });
  };
}
