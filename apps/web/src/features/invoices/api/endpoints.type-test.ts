// Checked by the typecheck, never run: the typed client refuses a call that does not match the
// endpoint's definition in contracts. Each @ts-expect-error fails `tsc` if its call becomes valid,
// so a path parameter, body field or answer changed on one side breaks the other's build.
import { invoiceEndpoints as ep, todoEndpoints } from '@portal/contracts';
import { call } from '../../../lib/api-client';

export async function invoiceEndpointTypeChecks(): Promise<void> {
  // @ts-expect-error the detail needs its path parameter
  await call(ep.detail);
  // @ts-expect-error the detail's path parameter is `id`
  await call(ep.detail, { params: { invoice_id: 1 } });
  // @ts-expect-error an acknowledgment is ACD or RCD
  await call(ep.acknowledge, { params: { id: 1 }, body: { event_code: 'OK' } });
  // @ts-expect-error the due date travels as text
  await call(ep.expireDate, { params: { id: 1 }, body: { expire_date: 20261231 } });
  // @ts-expect-error the to-do list takes no body
  await call(todoEndpoints.tasks, { body: {} });

  const detail = await call(ep.detail, { params: { id: 1 } });
  const folio: number = detail.invoice.folio;
  // @ts-expect-error the detail answers one invoice, not a list
  const rows = detail.invoices;
  void [folio, rows];
}
