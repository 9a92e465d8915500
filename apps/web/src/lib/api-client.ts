// The typed client: every call names an endpoint of packages/contracts, so its path, parameters,
// query, body and answer are the ones the server registers. The transport and the failure rule
// are lib/api.ts's.
import {
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
  endpointUrl,
} from '@portal/contracts';
import { type ApiResponse, apiRaw } from './api';

export type CallOptions = {
  signal?: AbortSignal;
  /** The business the call is for (business-scoped endpoints); defaults to the selected one. */
  businessId?: number | null;
  headers?: Record<string, string>;
};

/** An endpoint without parameters, query or body can be called with no input. */
export type CallArgs<E extends EndpointDef> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

function request<E extends EndpointDef>(def: E, args: readonly unknown[], responseType: 'json' | 'blob') {
  const input = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const options = (args[1] ?? {}) as CallOptions;
  return apiRaw<unknown>(endpointUrl(def, input), {
    method: def.method,
    body: input.body,
    signal: options.signal,
    businessId: options.businessId,
    headers: options.headers,
    responseType,
  });
}

export async function call<E extends EndpointDef>(
  def: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  return (await request(def, args, 'json')).data as EndpointResponse<E>;
}

/** The whole answer, headers included (the sign-in reads its tokens from them). */
export async function callRaw<E extends EndpointDef>(
  def: E,
  ...args: CallArgs<E>
): Promise<ApiResponse<EndpointResponse<E>>> {
  return (await request(def, args, 'json')) as ApiResponse<EndpointResponse<E>>;
}

/** A file answer (CSV export, an uploaded document) of an endpoint that declares `file`. */
export async function callFile<E extends EndpointDef & { file: true }>(
  def: E,
  ...args: CallArgs<E>
): Promise<Blob> {
  return (await request(def, args, 'blob')).data as Blob;
}

/**
 * An area's endpoints known by their routes alone, for the modules of the first screen: they import
 * the definitions as a type (erased from the build) and the routes as values, so zod stays out of
 * the sign-in screen's JavaScript. Each route must be its definition's own (tsc compares them), and
 * the client reads nothing else of a definition at run time.
 */
export function routesOf<T extends Record<string, EndpointDef>>(
  routes: {
    [K in keyof T]: Pick<T[K], keyof EndpointRoute>;
  },
): T {
  return routes as unknown as T;
}
