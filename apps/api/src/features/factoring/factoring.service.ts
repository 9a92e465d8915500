// Factoring of a sales invoice (platform spec §2.5, §3, §4, §7, §8, §9): the simulation by the
// domain's rule (packages/domain/src/factoring.ts), "contact me" (a mail to the deployment's
// factoring partner through the outbox) and the business's factoring state.
import type {
  FactoringAccountResponse,
  FactoringContactResponse,
  FactoringSimulateResponse,
} from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import {
  FACTORING_NOT_QUALIFIED_MESSAGE,
  FACTORING_QUALIFIED_MESSAGE,
  type FactoringSimulation,
  documentTypeName,
  factoringRefusals,
  simulateFactoring,
  todayInChile,
} from '@portal/domain';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { findBusiness, setServiceActive } from '../businesses/businesses.service';
import { type CollectedInvoice, findCollectedInvoice } from '../collections/collections.service';
import { queueMail } from '../mail/mail.service';
import { contactMeMail } from './factoring-mail';
import { debtorInJudicial, insertRequest, recentRequest } from './factoring.repository';
import { FACTORING_MSG } from './messages';

export type FactoringDeps = {
  db: Db;
  mailer: Pick<Mailer, 'kind'>;
  partnerEmail: string;
  forced: ReadonlySet<string>;
};

async function invoiceOf(q: Queryable, businessId: number, invoiceId: number): Promise<CollectedInvoice> {
  const inv = await findCollectedInvoice(q, businessId, invoiceId);
  if (!inv) throw notFound(FACTORING_MSG.notFound);
  return inv;
}

/** The invoice's simulation; 422 with every reason when it does not qualify. */
async function evaluate(
  q: Queryable,
  businessId: number,
  inv: CollectedInvoice,
  today: string,
): Promise<{ inv: CollectedInvoice & { due_date: string }; simulation: FactoringSimulation }> {
  const reasons = factoringRefusals(
    {
      direction: inv.direction,
      docType: inv.doc_type,
      issueDate: inv.issue_date,
      dueDate: inv.due_date,
      payed: inv.payed,
      openAmount: Number(inv.open_amount),
      rejected: inv.estado === 'Rechazada',
      accepted: inv.estado === 'Aceptada',
      debtorInJudicial: await debtorInJudicial(q, businessId, inv.counterpart_rut),
    },
    today,
  );
  if (reasons.length > 0 || !inv.due_date) {
    throw new AppError(
      422,
      reasons[0]!,
      'unprocessable',
      {},
      { message: FACTORING_NOT_QUALIFIED_MESSAGE, reasons },
    );
  }
  return {
    inv: inv as CollectedInvoice & { due_date: string },
    simulation: simulateFactoring(Number(inv.open_amount), inv.due_date, today),
  };
}

export async function simulate(
  db: Db,
  businessId: number,
  invoiceId: number,
  today = todayInChile(),
): Promise<FactoringSimulateResponse> {
  const { simulation } = await evaluate(db, businessId, await invoiceOf(db, businessId, invoiceId), today);
  return { error: false, message: FACTORING_QUALIFIED_MESSAGE, result: simulation };
}

export async function contactMe(
  deps: FactoringDeps,
  scope: { businessId: number; user: { id: number; name: string; email: string } },
  invoiceId: number,
  today = todayInChile(),
): Promise<FactoringContactResponse> {
  return deps.db.transaction(async (tx) => {
    const found = await invoiceOf(tx, scope.businessId, invoiceId);
    const business = (await findBusiness(tx, scope.businessId))!;
    if (business.factoring_active !== true) throw unprocessable(FACTORING_MSG.notActive);
    const { inv, simulation } = await evaluate(tx, scope.businessId, found, today);
    if (!(await recentRequest(tx, scope.businessId, inv.id))) {
      await insertRequest(tx, {
        businessId: scope.businessId,
        invoiceId: Number(inv.id),
        simulation,
        partnerEmail: deps.partnerEmail,
        userId: scope.user.id,
      });
      const mail = contactMeMail(deps.partnerEmail, {
        business,
        user: scope.user,
        invoice: {
          docTypeName: documentTypeName(inv.doc_type) ?? `Documento tipo ${inv.doc_type}`,
          folio: Number(inv.folio),
          issueDate: inv.issue_date,
          dueDate: inv.due_date,
          clientName: inv.counterpart_name,
          clientRut: inv.counterpart_rut,
        },
        simulation,
      });
      await queueMail(tx, deps.mailer, mail, { business_id: scope.businessId, kind: 'factoring_contact' });
    }
    return { error: false, message: FACTORING_MSG.contacted };
  });
}

export async function setFactoring(
  deps: FactoringDeps,
  businessId: number,
  active: boolean,
): Promise<FactoringAccountResponse> {
  const business = await deps.db.transaction((tx) =>
    setServiceActive(tx, businessId, 'factoring', active, deps.forced),
  );
  return { error: false, message: active ? FACTORING_MSG.activated : FACTORING_MSG.deactivated, business };
}
