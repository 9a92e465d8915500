import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness';
import { API, type Client, LIST, clientFor, insertInvoice } from '../../test/invoices';
import { expectStatus } from '../../test/status';

let h: Harness;
let c: Client;
let other: Client;
let invoice: number;
let foreignInvoice: number;

beforeAll(async () => {
  h = await createHarness({ businesses: 2 });
  c = await clientFor(h, 'u1', 'b1');
  other = await clientFor(h, 'u2', 'b2');
  invoice = await insertInvoice(h.db, c.businessId, { folio: 1 });
  foreignInvoice = await insertInvoice(h.db, other.businessId, { folio: 1 });
});
afterAll(() => h?.close());

const comments = async (client: Client, id: number) => client.get(`${LIST}/${id}/comments`);

describe('invoice comments', () => {
  it('adds, lists, edits and deletes', async () => {
    const created = await c.send('POST', `${API}/comments/${invoice}`, {
      message: '  Cliente promete pagar el viernes  ',
      reference_type: 'Invoice',
    });
    expect(created.statusCode, created.body).toBe(200);
    const comment = created.json().comment;
    expect(comment).toMatchObject({
      message: 'Cliente promete pagar el viernes',
      reference_id: invoice,
      reference_type: 'Invoice',
      user_name: h.user('u1').name,
    });
    expectStatus(await c.send('POST', `${API}/comments/${invoice}`, { message: 'Segundo' }), 200);
    const listed = await comments(c, invoice);
    expect(listed.json().comments.map((k: { message: string }) => k.message)).toEqual([
      'Cliente promete pagar el viernes',
      'Segundo',
    ]);
    const edited = await c.send('PUT', `${API}/comments`, {
      comment_id: comment.comment_id,
      message: 'Pagó',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment).toMatchObject({ comment_id: comment.comment_id, message: 'Pagó' });
    const deleted = await c.send('DELETE', `${API}/comments/${comment.comment_id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ comment_id: comment.comment_id, message: 'Comentario eliminado.' });
    expect((await comments(c, invoice)).json().comments).toHaveLength(1);
    expect((await c.send('DELETE', `${API}/comments/${comment.comment_id}`)).statusCode).toBe(404);
  });

  it('refuses an empty or too long message, or another reference type', async () => {
    for (const payload of [
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 'Hola', reference_type: 'Expense' },
    ]) {
      const res = await c.send('POST', `${API}/comments/${invoice}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/'(message|reference_type)'/);
    }
  });

  it('keeps each business’s comments to itself (404, unchanged)', async () => {
    const theirs = await other.send('POST', `${API}/comments/${foreignInvoice}`, {
      message: 'De otra empresa',
    });
    const theirId = theirs.json().comment.comment_id;
    expect((await comments(c, foreignInvoice)).statusCode).toBe(404);
    expect(
      (await c.send('POST', `${API}/comments/${foreignInvoice}`, { message: 'Intruso' })).statusCode,
    ).toBe(404);
    const edit = await c.send('PUT', `${API}/comments`, { comment_id: theirId, message: 'Cambiado' });
    expect(edit.statusCode).toBe(404);
    expect((await c.send('DELETE', `${API}/comments/${theirId}`)).statusCode).toBe(404);
    const still = await comments(other, foreignInvoice);
    expect(still.json().comments.map((k: { message: string }) => k.message)).toEqual(['De otra empresa']);
  });

  it('lets only the author edit a comment', async () => {
    // The demo user is an owner of b1 too (generator scenario): a second writer of the business.
    const demo = await clientFor(h, 'demo', 'b1');
    const mine = (await c.send('POST', `${API}/comments/${invoice}`, { message: 'Mío' })).json().comment;
    const res = await demo.send('PUT', `${API}/comments`, { comment_id: mine.comment_id, message: 'Suyo' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Solo puedes editar tus propios comentarios.' });
  });
});
