/** The one error type services throw: an HTTP status and a Spanish message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'app_error',
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `error` (e.g. an import's list of problems), sent as is. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg, 'bad_request');
export const unauthorized = (msg = 'Debes iniciar sesión para continuar.') =>
  new AppError(401, msg, 'unauthorized');
export const forbidden = (msg = 'No tienes acceso a esta empresa.') => new AppError(403, msg, 'forbidden');
export const notFound = (msg = 'No encontramos lo que buscas.') => new AppError(404, msg, 'not_found');
export const conflict = (msg: string) => new AppError(409, msg, 'conflict');
export const unprocessable = (msg: string) => new AppError(422, msg, 'unprocessable');
export const tooMany = (msg: string, retryAfterSeconds: number) =>
  new AppError(429, msg, 'too_many_requests', { 'retry-after': String(retryAfterSeconds) });
