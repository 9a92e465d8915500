// Test data for the invoice tests: invoices written with plain SQL (every column under control),
// and a client for one signed-in user in one business.
import type { Queryable } from '@portal/db';
import {
  addDays,
  addPeriods,
  cleanRut,
  documentSign,
  foldForSearch,
  isCollectible,
  isInRegister,
  periodOf,
  todayInChile,
} from '@portal/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AuthHeaders, type Harness, inBusiness } from './harness';

export const TODAY = todayInChile();
export const CURRENT_PERIOD = periodOf(TODAY)!;
/** The period n months before the current one. */
export const periodAgo = (n: number) => addPeriods(CURRENT_PERIOD, -n);
/** A day inside the period n months ago (the 10th; today for the current period when earlier). */
export const dayInPeriodAgo = (n: number): string => {
  const p = periodAgo(n);
  const day = `${String(p).slice(0, 4)}-${String(p).slice(4)}-10`;
  return day > TODAY ? TODAY : day;
};
export { addDays };

export type InvoiceSeed = {
  direction?: 'VENTA' | 'COMPRA';
  docType?: number;
  folio?: number;
  counterpartRut?: string;
  counterpartName?: string;
  issueDate?: string;
  receptionDate?: string | null;
  period?: number;
  internalDueDate?: string | null;
  net?: number;
  exempt?: number;
  iva?: number;
  payed?: boolean;
  estado?: 'Aceptada' | 'Rechazada' | null;
  accuseType?: 'ACD' | 'RCD' | null;
  invoicingAccountId?: number | null;
  bmMovementId?: number | null;
  conciliated?: boolean;
  items?: unknown[];
  references?: unknown[];
  purchaseRegister?: 'REGISTRO' | 'PENDIENTE' | 'NO_INCLUIR' | 'RECLAMADO' | null;
  /** Default: all the IVA. */
  ivaRecoverable?: number;
};

// Above the generator's folios (from 100 to a few thousand per issuer), so a helper's document never collides with a generated one.
let nextFolio = 9_000_000;

/** One invoice of the business; amounts default to net 100.000 + IVA 19.000. Returns its id. */
export async function insertInvoice(
  db: Queryable,
  businessId: number,
  seed: InvoiceSeed = {},
): Promise<number> {
  const { rows: biz } = await db.query<{ rut: string; name: string }>(
    'SELECT rut, name FROM businesses WHERE id = $1',
    [businessId],
  );
  const own = biz[0];
  const direction = seed.direction ?? 'VENTA';
  const docType = seed.docType ?? 33;
  const folio = seed.folio ?? nextFolio++;
  const rut = seed.counterpartRut ?? '76354771-K';
  const name = seed.counterpartName ?? 'Ferretería Ñuñoa SpA';
  const issueDate = seed.issueDate ?? TODAY;
  const net = seed.net ?? 100_000;
  const exempt = seed.exempt ?? 0;
  const iva = seed.iva ?? Math.round(net * 0.19);
  const total = net + exempt + iva;
  const sale = direction === 'VENTA';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invoices (business_id, direction, doc_type, folio, issuer_rut, issuer_name, receiver_rut,
       receiver_name, counterpart_rut, counterpart_name, issue_date, reception_date, period, sii_due_date,
       internal_due_date, net_amount, exempt_amount, iva_amount, total_amount, signed_total, payed, payed_at,
       estado, accuse_type, invoicing_account_id, bm_movement_id, conciliated, items, doc_references,
       content_hash, search_text, in_register, collectible, purchase_register, iva_recoverable)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,
       $28,$29,$30,$31,$32,$33,$34,$35) RETURNING id`,
    [
      businessId,
      direction,
      docType,
      folio,
      sale ? own.rut : rut,
      sale ? own.name : name,
      sale ? rut : own.rut,
      sale ? name : own.name,
      rut,
      name,
      issueDate,
      seed.receptionDate === undefined ? issueDate : seed.receptionDate,
      seed.period ?? periodOf(issueDate),
      addDays(issueDate, 30),
      seed.internalDueDate === undefined ? addDays(issueDate, 30) : seed.internalDueDate,
      net,
      exempt,
      iva,
      total,
      total * documentSign(docType),
      seed.payed ?? false,
      seed.payed ? new Date() : null,
      seed.estado ?? null,
      seed.accuseType ?? null,
      seed.invoicingAccountId ?? null,
      seed.bmMovementId ?? null,
      seed.conciliated ?? false,
      JSON.stringify(seed.items ?? []),
      JSON.stringify(seed.references ?? []),
      `test-${folio}-${Math.random()}`,
      `${folio} ${cleanRut(rut)} ${foldForSearch(name)}`,
      isInRegister(docType),
      isCollectible(docType),
      seed.purchaseRegister ?? null,
      seed.ivaRecoverable ?? iva,
    ],
  );
  return rows[0].id;
}

/** Requests as one signed-in user in one business. */
export type Client = {
  auth: AuthHeaders;
  businessId: number;
  get(url: string): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
};

export async function clientFor(h: Harness, userKey: string, businessKey: string): Promise<Client> {
  const auth = await h.signInAs(userKey);
  const businessId = h.businessId(businessKey);
  const headers = inBusiness(auth, businessId);
  return {
    auth,
    businessId,
    get: (url) => h.app.inject({ method: 'GET', url, headers }),
    send: (method, url, payload) =>
      h.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    inject: (opts) => h.app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } }),
  };
}

export const API = '/api/v1/client/sii_invoice';
export const LIST = `${API}/invoices`;
