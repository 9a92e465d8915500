// Checked by the typecheck, never run: a route's handler must answer its endpoint's response
// schema and can read only the parameters the definition declares. Each @ts-expect-error fails
// `tsc` if its handler becomes valid.
import { invoiceEndpoints as ep, todoEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route';

export function invoiceRouteTypeChecks(app: FastifyInstance): void {
  // @ts-expect-error the detail answers { invoice }, not a list
  route(app, ep.detail, async () => ({ invoices: [] }));

  route(app, ep.detail, async ({ params }) => {
    // @ts-expect-error the detail's only path parameter is `id`
    void params.invoice_id;
    throw new Error(String(params.id));
  });

  // @ts-expect-error each task needs its kind, texts, count, amount and link
  route(app, todoEndpoints.tasks, async () => ({ tasks: [{ title: 'x' }] }));
}
