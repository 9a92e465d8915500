// The boundary with Cobranza Online, the external debt collection service. The portal keeps its own
// record of every debt sent (cobranza_online_debts); the adapter is what reaches the service.
//
// - localCobranzaOnline: the default. It reaches nothing: activation and debts are recorded in the
//   portal only (channel 'local'), so the whole flow works and is tested without the service.
// - httpCobranzaOnline: the service's API as JSON over HTTPS, when COBRANZA_ONLINE_URL is set
//   (README.md beside this file gives the protocol a deployment's service or bridge answers).
//
// The service's refusals travel as `message` with its own words (spec §8): 'doc id not found',
// 'credentials are not of legal representative'; the service layer turns them into Spanish.
import { randomUUID } from 'node:crypto';

export type CobranzaAccount = { rut: string; name: string; email: string | null };

export type CobranzaDebt = {
  idDoc: number;
  docType: number;
  folio: number;
  issueDate: string;
  dueDate: string | null;
  amount: number;
  description: string | null;
  debtor: {
    rut: string;
    name: string;
    first_name: string;
    last_name: string;
    email: string;
    emails: string[];
    phone: string | null;
  };
};

/** The service refused or could not be reached; `serviceMessage` is its own text when it sent one. */
export class CobranzaOnlineError extends Error {
  constructor(readonly serviceMessage: string | null) {
    super(serviceMessage ?? 'Cobranza Online did not answer');
  }
}

export type CobranzaOnlineAdapter = {
  /** Stored with each debt: 'local' or 'http'. */
  channel: string;
  activate(account: CobranzaAccount): Promise<void>;
  deactivate(account: CobranzaAccount): Promise<void>;
  /** The service's id for the debt. */
  sendDebt(account: CobranzaAccount, debt: CobranzaDebt): Promise<{ externalId: string }>;
};

export const localCobranzaOnline: CobranzaOnlineAdapter = {
  channel: 'local',
  async activate() {},
  async deactivate() {},
  async sendDebt() {
    return { externalId: `local-${randomUUID()}` };
  },
};

const TIMEOUT_MS = 10_000;

export function httpCobranzaOnline(opts: {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
}): CobranzaOnlineAdapter {
  const doFetch = opts.fetch ?? fetch;
  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await doFetch(`${opts.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CobranzaOnlineError(null);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || json.error) {
      throw new CobranzaOnlineError(typeof json.message === 'string' ? json.message : null);
    }
    return json;
  }
  return {
    channel: 'http',
    async activate(account) {
      await post('/accounts/activate', account);
    },
    async deactivate(account) {
      await post('/accounts/deactivate', { rut: account.rut });
    },
    async sendDebt(account, debt) {
      const json = await post('/debts', {
        creditor_rut: account.rut,
        id_doc: debt.idDoc,
        document_type: debt.docType,
        folio: debt.folio,
        issue_date: debt.issueDate,
        due_date: debt.dueDate,
        amount: debt.amount,
        description: debt.description,
        debtor: debt.debtor,
      });
      if (typeof json.id !== 'string' && typeof json.id !== 'number') throw new CobranzaOnlineError(null);
      return { externalId: String(json.id) };
    },
  };
}
