// Trust suite — mail to strangers (OWASP API6 unrestricted access to sensitive business flows;
// issue "Trust, round three": debt notices relayed up to 20 free addresses a call). Every route
// whose body names an e-mail address, found in the server's own table, is either one that mails
// the address it is given, bounded here by what one client can make it send in a burst, or one that
// does not (with why). A route added later that names an address fails the first test until it is
// placed in one of the two.
import { COLLECTION_MAX_FREE_RECIPIENTS, COLLECTION_NOTICES_PER_INVOICE_PER_DAY } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENDS_PER_WINDOW } from '../features/associated-users/associated-users.service';
import { type Harness, createHarness, inBusiness } from '../test/harness';
import { insertInvoice } from '../test/invoices';
import { isSpanish } from './support/client';

let h: Harness;
let headers: Record<string, string>;
let invoiceId: number;
beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  headers = inBusiness(await h.signInAs('u1'), h.businessId('b1'));
  invoiceId = await insertInvoice(h.db, h.businessId('b1'));
});
afterAll(() => h?.close());

/** One attacker: one address, one session, a fresh stranger's address on every request. */
const ATTACKER_IP = '203.0.113.66';
const BURST = 40;
/** The k-th stranger of request i to the route tagged `tag`: its own domain, counted apart. */
const stranger = (tag: string, i: number, k = 0) => `extrano${i}.${k}@relay-${tag}.test`;

type Mailing = {
  /** The domain of the route's strangers (stranger(tag, …)). */
  tag: string;
  /** The most mails to strangers BURST requests may cause, and why. */
  bound: number;
  why: string;
  request: (i: number) => { url: string; payload: object; session?: boolean };
};

const MAILING: Record<string, Mailing> = {
  'POST /api/v1/client/sii_invoice/invoices/:id_doc/notify_debt': {
    tag: 'notify',
    bound: COLLECTION_MAX_FREE_RECIPIENTS * COLLECTION_NOTICES_PER_INVOICE_PER_DAY,
    why: 'typed addresses per notice × notices per invoice in 24 h (and 200 mails a business a day)',
    request: (i) => ({
      url: `/api/v1/client/sii_invoice/invoices/${invoiceId}/notify_debt`,
      // Every other request asks for the schema's 20 addresses, the rest for what is allowed.
      payload: { emails: Array.from({ length: i % 2 ? 20 : 3 }, (_, k) => stranger('notify', i, k)) },
      session: true,
    }),
  },
  'POST /api/v1/client/businesses_users/send_invitation': {
    tag: 'invite',
    bound: SENDS_PER_WINDOW,
    why: 'invitations a user sends in the 15-minute window; the mail carries no text of the sender’s',
    request: (i) => ({
      url: '/api/v1/client/businesses_users/send_invitation',
      payload: { businesses_user: { email: stranger('invite', i), role: 'other' } },
      session: true,
    }),
  },
  'POST /api/v1/client/onboarding/users': {
    tag: 'signup',
    bound: 10,
    why: 'sign-ups an address makes in 15 minutes (the route’s rate limit); one code mail each',
    request: (i) => ({
      url: '/api/v1/client/onboarding/users',
      payload: {
        user: {
          name: 'Camila Rojas',
          email: stranger('signup', i),
          password: 'Cordillera-Andina-2026',
          password_confirmation: 'Cordillera-Andina-2026',
          terms_accepted: true,
        },
      },
    }),
  },
  'POST /api/v1/client/onboarding/confirmation/resend': {
    tag: 'resend',
    bound: 0,
    why: 'mails only an unconfirmed account that signed up; a stranger’s address gets nothing',
    request: (i) => ({
      url: '/api/v1/client/onboarding/confirmation/resend',
      payload: { email: stranger('resend', i) },
    }),
  },
  'POST /api/v1/users/passwords/send_reset_password_instructions': {
    tag: 'reset',
    bound: 0,
    why: 'mails only an existing account; a stranger’s address gets nothing',
    request: (i) => ({
      url: '/api/v1/users/passwords/send_reset_password_instructions',
      payload: { email: stranger('reset', i) },
    }),
  },
};

/** Routes whose body names an address they never mail. */
const NOT_MAILING: Record<string, string> = {
  'POST /api/v1/users/sign_in': 'the address signs in; nothing is sent',
  'PUT /api/v1/client/businesses': 'the business’s own address, stored',
  'POST /api/v1/client/contacts': 'a contact’s address, stored; mailed only by a notice (above)',
  'PUT /api/v1/client/contacts/:id': 'a contact’s address, stored; mailed only by a notice (above)',
  'POST /api/v1/client/messages_preferences/save_preferences': 'the user’s own notification address, stored',
  'POST /api/v1/client/cobranza_online/debts':
    'sent to the collection agency’s adapter, not mailed by the portal',
  'POST /api/v1/client/employees':
    'a worker’s address, stored; mailed only when the month’s payslips are published',
  'PUT /api/v1/client/employees/:employee_rut':
    'a worker’s address, stored; mailed only when the month’s payslips are published',
  'POST /api/v1/client/onboarding/confirmation': 'confirms a code; nothing is sent',
  'POST /api/v1/public/businesses_users/validate_email_invitation': 'checks an invitation; nothing is sent',
  'POST /api/v1/public/businesses_users': 'accepts an invitation; nothing is sent',
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('mail to strangers', () => {
  it('knows every route whose body names an e-mail address', () => {
    const naming = h.app.routeTable
      .filter((r) => /email/i.test(JSON.stringify(r.schema?.body ?? {})))
      .map(key)
      .sort();
    expect(naming).toEqual([...Object.keys(MAILING), ...Object.keys(NOT_MAILING)].sort());
  });

  it.each(Object.keys(MAILING))(
    '%s mails strangers exactly its bound in a burst, and no more',
    async (route) => {
      const m = MAILING[route]!;
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < BURST; i++) {
        const { url, payload, session } = m.request(i);
        answers.push(
          await h.app.inject({
            method: 'POST',
            url,
            payload,
            remoteAddress: ATTACKER_IP,
            ...(session ? { headers } : {}),
          }),
        );
      }
      for (const a of answers) {
        expect(a.statusCode, a.body).toBeLessThan(500);
        if (a.statusCode >= 400) expect(isSpanish(a.json().error), a.body).toBe(true);
      }
      const { rows } = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_emails WHERE to_address LIKE $1',
        [`%@relay-${m.tag}.test`],
      );
      // The bound is reached, not only respected: a driver that sends nothing would pass vacuously.
      expect(rows[0]!.n, m.why).toBe(m.bound);
    },
  );
});
