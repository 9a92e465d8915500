// Cobranza Online (platform spec §2.5, §4, §7, §8): activating the business's account and sending
// unpaid sales to the service. Checks first, then the service, then the record: the service is never
// called inside a transaction (a slow service must not hold the invoice or the database), and the
// record's unique key makes a concurrent second send lose (409) instead of recording twice.
import {
  COBRANZA_ONLINE_SERVICE_MESSAGES as SERVICE,
  type CobranzaAccountResponse,
  type CobranzaDebtBody,
  type CobranzaDebtResponse,
  cobranzaDebtBody,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import { findBusiness, setServiceActive } from '../businesses/businesses.service';
import {
  assertCollectible,
  findCollectedInvoice,
  recordCollectionEvent,
} from '../collections/collections.service';
import {
  type CobranzaAccount,
  type CobranzaOnlineAdapter,
  CobranzaOnlineError,
} from './cobranza-online.adapter';
import { findDebt, insertDebt } from './cobranza-online.repository';
import { COBRANZA_MSG } from './messages';

export type CobranzaDeps = { db: Db; adapter: CobranzaOnlineAdapter; forced: ReadonlySet<string> };
type Scope = { businessId: number; userId: number };

/** The service's refusal as the spec's Spanish text; its own words stay in `message`. */
function serviceError(err: unknown): AppError {
  if (!(err instanceof CobranzaOnlineError)) throw err;
  const said = err.serviceMessage ?? undefined;
  if (said === SERVICE.docNotFound) {
    return new AppError(404, COBRANZA_MSG.docNotFound, 'not_found', {}, { message: said });
  }
  if (said === SERVICE.notLegalRepresentative) {
    return new AppError(422, COBRANZA_MSG.notLegalRepresentative, 'unprocessable', {}, { message: said });
  }
  return new AppError(502, COBRANZA_MSG.failed, 'bad_gateway', {}, said ? { message: said } : {});
}

async function accountOf(db: Db, businessId: number): Promise<CobranzaAccount & { active: boolean | null }> {
  const b = await findBusiness(db, businessId);
  if (!b) throw notFound();
  return { rut: b.rut, name: b.name, email: b.email, active: b.cobranza_online_active };
}

export async function setCobranzaOnline(
  deps: CobranzaDeps,
  businessId: number,
  active: boolean,
): Promise<CobranzaAccountResponse> {
  const { active: _was, ...account } = await accountOf(deps.db, businessId);
  try {
    await (active ? deps.adapter.activate(account) : deps.adapter.deactivate(account));
  } catch (err) {
    if (!(err instanceof CobranzaOnlineError)) throw err;
    throw new AppError(
      502,
      active ? COBRANZA_MSG.activateFailed : COBRANZA_MSG.deactivateFailed,
      'bad_gateway',
    );
  }
  const business = await deps.db.transaction((tx) =>
    setServiceActive(tx, businessId, 'cobranza_online', active, deps.forced),
  );
  return { error: false, message: active ? COBRANZA_MSG.activated : COBRANZA_MSG.deactivated, business };
}

export async function sendDebt(
  deps: CobranzaDeps,
  scope: Scope,
  input: CobranzaDebtBody,
): Promise<CobranzaDebtResponse> {
  const body = cobranzaDebtBody.parse(input);
  const inv = await findCollectedInvoice(deps.db, scope.businessId, body.id_doc);
  // A document of another business, or none: the spec's 'doc id not found'.
  if (!inv) {
    throw new AppError(404, COBRANZA_MSG.docNotFound, 'not_found', {}, { message: SERVICE.docNotFound });
  }
  const { active, ...account } = await accountOf(deps.db, scope.businessId);
  if (active !== true) throw unprocessable(COBRANZA_MSG.notActive);
  assertCollectible(inv);
  const earlier = await findDebt(deps.db, scope.businessId, inv.id);
  if (earlier) throw conflict(COBRANZA_MSG.alreadySent(earlier.created_at));

  const amount = Number(inv.open_amount);
  const dueDate = body.due_date ?? inv.due_date;
  const emails = [
    ...new Set((body.emails ?? []).filter((e) => e.toLowerCase() !== body.email.toLowerCase())),
  ];
  const debtor = {
    rut: inv.counterpart_rut,
    name: inv.counterpart_name,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    emails,
    phone: body.phone || null,
  };
  let externalId: string;
  try {
    ({ externalId } = await deps.adapter.sendDebt(account, {
      idDoc: Number(inv.id),
      docType: inv.doc_type,
      folio: Number(inv.folio),
      issueDate: inv.issue_date,
      dueDate,
      amount,
      description: body.description || null,
      debtor,
    }));
  } catch (err) {
    throw serviceError(err);
  }
  return deps.db.transaction(async (tx) => {
    const debt = await insertDebt(tx, {
      businessId: scope.businessId,
      invoiceId: Number(inv.id),
      amount,
      dueDate,
      description: body.description || null,
      debtor,
      channel: deps.adapter.channel,
      externalId,
      userId: scope.userId,
    });
    if (!debt) {
      const won = await findDebt(tx, scope.businessId, inv.id);
      throw conflict(COBRANZA_MSG.alreadySent(won?.created_at ?? new Date()));
    }
    await recordCollectionEvent(tx, {
      businessId: scope.businessId,
      invoiceId: Number(inv.id),
      clientRut: inv.counterpart_rut,
      kind: 'cobranza_online',
      detail: {
        amount,
        sent_to: [body.email, ...emails],
        ...(body.description ? { message: body.description } : {}),
      },
      userId: scope.userId,
    });
    return {
      error: false as const,
      message: COBRANZA_MSG.sent(Number(inv.folio)),
      debt: {
        id: Number(debt.id),
        invoice_id: Number(debt.invoice_id),
        amount: Number(debt.amount),
        state: debt.state,
        external_id: debt.external_id,
        sent_at: debt.created_at.toISOString(),
      },
    };
  });
}
