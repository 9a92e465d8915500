import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BM_STATEMENT_MAX_BYTES,
  bankEndpoints as ep,
  csvMappingField,
  statementChoicesField,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import { badRequest, notFound } from '../../lib/errors';
import { type UploadedFile, readUpload, removeUploadedFiles } from '../../lib/uploads';
import {
  accountsPage,
  changeAccount,
  createAccount,
  removeAccount,
  requireAccount,
} from './accounts.service';
import { folderBankFeed } from './bank-feed.adapter';
import { createToken, deleteToken, downloadToken } from './bank-tokens.service';
import { conciliate, markMovement, unconciliate } from './conciliations.service';
import {
  conciliationProgress,
  movementDetail,
  movementSuggestions,
  movementsPage,
} from './movements.service';
import { importStatementFile } from './statements.service';
import { suggestAgain } from './matching.service';

const UPLOAD = {
  maxBytes: BM_STATEMENT_MAX_BYTES,
  maxFiles: 10,
  fields: ['csv_mapping', 'statement_accounts'],
} as const;
const MSG = {
  mapping: "El campo 'csv_mapping' debe ser un JSON con las columnas de la cartola.",
  choices:
    "El campo 'statement_accounts' debe ser un JSON con la cuenta de cada estado de cuenta ({ statement, bm_account_id | create | skip }).",
  business: 'No encontramos esa empresa.',
} as const;

function parseJsonField<T>(
  raw: string | undefined,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  message: string,
): T | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest(message);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest(message);
  return parsed.data;
}

export const bankRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const uploadDir = join(config.dataDir, 'tmp', 'uploads');
  // The deployment's bank feed: the local folder one (README.md: what an aggregator implements).
  const feed = folderBankFeed(join(config.dataDir, 'bank-feed'));

  route(app, ep.accounts, async ({ business, query }) => accountsPage(db, business.id, query));
  route(app, ep.createAccount, async ({ business, body }, reply) => {
    reply.code(201);
    return { bm_account: await createAccount(db, business.id, body) };
  });
  route(app, ep.updateAccount, async ({ business, params, body }) => ({
    bm_account: await changeAccount(db, business.id, params.id, body),
  }));
  route(app, ep.deleteAccount, async ({ business, params }) => removeAccount(db, business.id, params.id));

  route(app, ep.importStatement, async (request) => {
    const { business, params, query, session } = request;
    await requireAccount(db, business.id, params.id);
    let files: UploadedFile[] = [];
    try {
      const upload = await readUpload(request, uploadDir, UPLOAD);
      files = upload.files;
      const csvMapping = parseJsonField(upload.fields.csv_mapping, csvMappingField, MSG.mapping);
      const choices = parseJsonField(upload.fields.statement_accounts, statementChoicesField, MSG.choices);
      const imports = [];
      // One file after another, each all or nothing: a refused file stops the rest (already
      // imported files stay, and importing them again changes nothing).
      for (const f of files) {
        imports.push(
          ...(await importStatementFile(
            db,
            { businessId: business.id, userId: session.user.id },
            params.id,
            { name: f.name, bytes: await readFile(f.path) },
            { csvPreset: query.csv_preset, csvMapping, ...(choices ? { choices } : {}) },
          )),
        );
      }
      return { imports };
    } finally {
      await removeUploadedFiles(files);
    }
  });

  route(app, ep.movements, async ({ business, query }) => movementsPage(db, business.id, query));
  route(app, ep.bankMovements, async ({ business, query }) => {
    if (query.business_id !== undefined && query.business_id !== business.id) throw notFound(MSG.business);
    return movementsPage(db, business.id, { page: query.page, page_size: query.page_size, search_by: {} });
  });
  route(app, ep.movement, async ({ business, params }) => ({
    bm_movement: await movementDetail(db, business.id, params.id),
  }));
  route(app, ep.updateMovement, async ({ business, params, body }) => {
    await markMovement(db, business.id, params.id, body.conciliated === true);
    if (body.conciliated !== true) await suggestAgain(db, business.id, params.id);
    return { bm_movement: await movementDetail(db, business.id, params.id) };
  });
  route(app, ep.conciliate, async ({ business, params, body, session }) => {
    await conciliate(db, { businessId: business.id, userId: session.user.id }, params.id, body);
    return { bm_movement: await movementDetail(db, business.id, params.id) };
  });
  route(app, ep.unconciliate, async ({ business, params, body }) => {
    await unconciliate(db, business.id, params.id, body);
    await suggestAgain(db, business.id, params.id);
    return { bm_movement: await movementDetail(db, business.id, params.id) };
  });
  route(app, ep.suggestions, async ({ business, params }) => ({
    suggestions: await movementSuggestions(db, business.id, params.id),
  }));
  route(app, ep.createBankToken, async ({ business, params, session }, reply) => {
    reply.code(201);
    return {
      bank_token: await createToken(
        db,
        feed,
        { businessId: business.id, userId: session.user.id },
        params.id,
      ),
    };
  });
  route(app, ep.deleteBankToken, async ({ business, params }) =>
    deleteToken(db, feed, business.id, params.id),
  );
  route(app, ep.downloadBankToken, async ({ business, params, session }) =>
    downloadToken(db, feed, { businessId: business.id, userId: session.user.id }, params.id),
  );
  route(app, ep.conciliationProgress, async ({ business }) => conciliationProgress(db, business.id));
};
