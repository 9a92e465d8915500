// The one HTTP client of the app (spec §7): JSON to /api, the session and business headers on every
// call, and one failure rule — a non-2xx status or a JSON body with a truthy `error` is an ApiError
// carrying the server's Spanish text.
import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api-error';
import { type AuthHeaders, authFromHeaders, getAuth, getBusinessId, setAuth } from './session';

export const API_BASE = '/api';

export { ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api-error';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the business-id header (e.g. loading a business that is not the selected one). */
  businessId?: number | null;
  headers?: Record<string, string>;
  /** 'blob' reads a successful answer as a Blob (CSV exports, documents); errors are still JSON. */
  responseType?: 'json' | 'blob';
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

type UnauthorizedHandler = (info: { path: string }) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app registers what a 401 means for the session (clear state, go to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function buildHeaders(req: ApiRequest, auth: AuthHeaders | null): Headers {
  const headers = new Headers({ accept: 'application/json', ...req.headers });
  // FormData (multipart uploads) sets its own content type with the boundary.
  if (req.body !== undefined && !(req.body instanceof FormData))
    headers.set('content-type', 'application/json');
  if (auth) {
    headers.set('access-token', auth.accessToken);
    headers.set('client', auth.client);
    headers.set('uid', auth.uid);
  }
  const businessId = req.businessId === undefined ? getBusinessId() : req.businessId;
  if (businessId) headers.set('business-id', String(businessId));
  return headers;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function errorText(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error) return null;
  if (typeof error === 'string') return error;
  if (Array.isArray(error) && typeof error[0] === 'string') return error.join(' ');
  return GENERIC_ERROR;
}

/** Full response (data and headers) — the sign-in needs the headers. */
export async function apiRaw<T>(path: string, req: ApiRequest = {}): Promise<ApiResponse<T>> {
  let auth = getAuth();
  // A session with a refresh token renews its access token 30 s before it expires, through one
  // refresh for all callers (lib/session-refresh.ts, loaded only then). When the refresh fails the
  // request goes as it is, and its 401 ends the session like any other.
  if (auth?.refreshToken && Number(auth.expiry) - 30 <= Date.now() / 1000)
    auth = await import('./session-refresh').then((m) => m.refreshSession()).catch(() => auth);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: req.method ?? 'GET',
      headers: buildHeaders(req, auth),
      body: req.body === undefined || req.body instanceof FormData ? req.body : JSON.stringify(req.body),
      signal: req.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const body = req.responseType === 'blob' && res.ok ? await res.blob() : await readBody(res);
  const text = errorText(body);
  if (!res.ok || text) {
    if (res.status === 401 && auth) onUnauthorized?.({ path });
    throw new ApiError(text ?? defaultMessage(res.status), res.status, body);
  }
  // Spec §7: auth headers of a response are stored when there is no auth yet.
  if (!auth) {
    const fromHeaders = authFromHeaders(res.headers);
    if (fromHeaders) setAuth(fromHeaders);
  }
  return { data: body as T, headers: res.headers, status: res.status };
}

export async function api<T>(path: string, req: ApiRequest = {}): Promise<T> {
  return (await apiRaw<T>(path, req)).data;
}

/** A file answer (CSV export, an uploaded document) as a Blob, with the same headers and error rule. */
export async function apiBlob(path: string, req: ApiRequest = {}): Promise<Blob> {
  return (await apiRaw<Blob>(path, { ...req, responseType: 'blob' })).data;
}

function defaultMessage(status: number): string {
  if (status === 401) return 'Debes iniciar sesión para continuar.';
  if (status === 403) return 'No tienes permiso para realizar esta acción.';
  if (status === 404) return 'No encontramos lo que buscas.';
  if (status === 429) return 'Demasiadas solicitudes. Espera un momento e inténtalo nuevamente.';
  if (status >= 500) return 'El servicio no está disponible en este momento. Inténtalo en unos segundos.';
  return GENERIC_ERROR;
}

/** Spanish text of any thrown value, for notifications and inline alerts. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return GENERIC_ERROR;
}

/** The server's own text when it answered; `fallback` (a screen's text) when the request never got an answer. */
export function answeredMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status > 0 ? err.message : fallback;
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}
