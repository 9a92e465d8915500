import { GENERATED_PASSWORD } from '@portal/api/seed';
import { type PreparedDb, type ServerProcess, prepareDb, startServer } from '@portal/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { invitationPath, notices, poll, sessionHeaders, shoot, signIn } from './flows';

// Associated users in the browser: the owner invites a colleague as Invitado, the
// mail arrives (development mailbox), the colleague opens its link, confirms the e-mail, sets a name
// and a password and is signed in; they read the business's users but are offered no write, and a
// write sent anyway is refused. The only owner can be neither removed nor demoted. With
// UPDATE_SCREENSHOTS=1 the screens replace docs/screenshots/{usuarios-asociados,
// usuarios-asociados-invitar,usuarios-asociados-invitaciones,agregar-usuario-correo,
// agregar-usuario-clave}-{1280,375}.png.

const COLLEAGUE = { email: 'colega.nueva@aromos.cl', name: 'Camila Fuentes', password: 'ClaveSegura2026' };

let prepared: PreparedDb;
let server: ServerProcess;
let owner: { email: string; password: string };

beforeAll(async () => {
  prepared = await prepareDb({ businesses: 1 });
  const u1 = prepared.data.users.find((u) => u.key === 'u1')!;
  owner = { email: u1.email, password: GENERATED_PASSWORD };
  const db = await prepared.open();
  // u1 is b1's only owner (the dataset shares b1 with the demo user).
  await db.query(`DELETE FROM businesses_users WHERE business_id = $1 AND role = 'owner' AND user_id <> $2`, [
    prepared.ids.businesses.get('b1')!,
    prepared.ids.users.get('u1')!,
  ]);
  await db.close();
  server = await startServer(prepared);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await prepared?.drop();
});

/** The invitation link (path and query) of the newest mail to `to` in the development mailbox. */
async function invitationLink(to: string): Promise<string | null> {
  const res = await fetch(`${server.url}/api/v1/dev/mailbox`);
  const { emails } = (await res.json()) as { emails: { to: string; text: string }[] };
  const mail = emails.find((e) => e.to === to);
  return mail ? invitationPath(mail.text) : null;
}

const VOIDED = 'anulada@aromos.cl';

describe('associated users in the browser', () => {
  it('invites a colleague as Invitado, who joins by the mailed link and only reads', async () => {
    const browser: Browser = await openBrowser();
    const guestBrowser: Browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, server.url, owner);
      await page.goto(`${server.url}/mis-datos/mis-usuarios-asociados`);
      const rows = page.getByTestId('user-row');
      await poll(() => rows.count()).toBeGreaterThan(0);
      // The only owner: neither a role selector nor a remove button on its row.
      const ownerRow = rows.filter({ hasText: owner.email });
      await poll(() => ownerRow.getByTestId('user-role').textContent()).toBe('Propietario');
      expect(await ownerRow.getByTestId('user-last-owner').textContent()).toBe('Único propietario');
      expect(await ownerRow.getByTestId('user-remove').count()).toBe(0);
      expect(await ownerRow.getByTestId('user-role-select').count()).toBe(0);
      await shoot(page, 'usuarios-asociados', { ready: () => rows.first().waitFor() });

      await page.getByTestId('user-invite').click();
      const form = page.getByTestId('invite-form');
      await form.getByTestId('invite-email').fill(COLLEAGUE.email);
      expect(await form.getByTestId('invite-role').inputValue()).toBe('Invitado');
      await shoot(page, 'usuarios-asociados-invitar', { ready: () => form.waitFor() });
      await form.getByTestId('invite-send').click();
      await form.waitFor({ state: 'detached' });
      await poll(() => notices(page)).toContainEqual(
        expect.stringContaining('Tu invitación fue enviada con éxito'),
      );

      const path = String(await invitationLink(COLLEAGUE.email));
      expect(path).toMatch(/^\/agregar-usuario\?token=/);

      // The invitation waits in the pending list; another one is voided from there, and its link dies.
      const pending = page.getByTestId('invitation-row');
      await poll(() => pending.filter({ hasText: COLLEAGUE.email }).count()).toBe(1);
      await page.getByTestId('user-invite').click();
      await form.getByTestId('invite-email').fill(VOIDED);
      await form.getByTestId('invite-send').click();
      await form.waitFor({ state: 'detached' });
      const voided = pending.filter({ hasText: VOIDED });
      await poll(() => voided.count()).toBe(1);
      await shoot(page, 'usuarios-asociados-invitaciones', { ready: () => voided.waitFor() });
      await voided.getByTestId('invitation-revoke').click();
      await page.getByTestId('invitation-revoke-confirm').click();
      await poll(() => notices(page)).toContainEqual(
        expect.stringContaining('La invitación fue anulada: su enlace ya no sirve.'),
      );
      await poll(() => voided.count()).toBe(0);
      const voidedToken = new URLSearchParams(String(await invitationLink(VOIDED)).split('?')[1]).get(
        'token',
      );
      const dead = await fetch(`${server.url}/api/v1/public/businesses_users/validate_invitation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: voidedToken }),
      });
      expect(dead.status).toBe(400);

      const guest = await guestBrowser.context.newPage();
      await guest.goto(`${server.url}${path}`);
      const emailStep = guest.getByTestId('invitation-email-step');
      await emailStep.waitFor();
      expect(await guest.locator('main, body').first().textContent()).toContain('como Invitado');
      await guest.getByTestId('invitation-email').fill(COLLEAGUE.email);
      await shoot(guest, 'agregar-usuario-correo', { ready: () => emailStep.waitFor() });
      await guest.getByTestId('invitation-next').click();
      const passwordStep = guest.getByTestId('invitation-password-step');
      await passwordStep.waitFor();
      await guest.getByTestId('invitation-name').fill(COLLEAGUE.name);
      await guest.getByTestId('invitation-password').fill(COLLEAGUE.password);
      await guest.getByTestId('invitation-confirmation').fill(COLLEAGUE.password);
      await shoot(guest, 'agregar-usuario-clave', { ready: () => passwordStep.waitFor() });
      await guest.getByTestId('invitation-create').click();
      await guest.waitForURL(/\/dashboard/, { timeout: 20_000 });
      await poll(() => notices(guest)).toContainEqual(
        expect.stringContaining('Tu usuario fue creado con éxito'),
      );

      // The colleague reads the users, and is offered no write.
      await guest.goto(`${server.url}/mis-datos/mis-usuarios-asociados`);
      const guestRows = guest.getByTestId('user-row');
      await poll(() => guestRows.filter({ hasText: COLLEAGUE.email }).count()).toBe(1);
      await guest.getByTestId('users-read-only').waitFor();
      await shoot(guest, 'usuarios-asociados-invitado', {
        ready: () => guest.getByTestId('users-read-only').waitFor(),
      });
      expect(await guest.getByTestId('user-invite').count()).toBe(0);
      expect(await guest.getByTestId('user-remove').count()).toBe(0);
      expect(await guest.getByTestId('user-role-select').count()).toBe(0);
      // A write sent anyway is refused.
      const refused = await fetch(`${server.url}/api/v1/client/businesses_users/send_invitation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await sessionHeaders(guest)) },
        body: JSON.stringify({ businesses_user: { email: 'otra@aromos.cl', role: 'other' } }),
      });
      expect(refused.status).toBe(403);

      // The link works once: opened again, it sends to / with the spec's text.
      await guest.goto(`${server.url}${path}`);
      await poll(() => notices(guest)).toContainEqual(
        expect.stringContaining('Hubo un error validando el correo. Favor, comunícate con tu ejecutivo'),
      );

      // The owner sees the colleague as Invitado and can change the role.
      await page.reload();
      const colleagueRow = rows.filter({ hasText: COLLEAGUE.email });
      await poll(() => colleagueRow.getByTestId('user-role-select').inputValue()).toBe('Invitado');
    } finally {
      await guestBrowser.close();
      await browser.close();
    }
  }, 180_000);
});
