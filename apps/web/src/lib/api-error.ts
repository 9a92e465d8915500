// The client's failure type and its fallback texts (apart, so lib/session-refresh.ts can throw it).

export const NETWORK_ERROR =
  'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.';
export const GENERIC_ERROR = 'Ocurrió un error inesperado. Inténtalo nuevamente.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
