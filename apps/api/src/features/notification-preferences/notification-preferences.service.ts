import type {
  BusinessMessagesPreferences,
  ClientNotificationConfig,
  GeneralPreferences,
  SubscriptionKey,
} from '@portal/contracts';
import { SUBSCRIPTION_KEYS } from '@portal/contracts';
import type { Db, Queryable } from '@portal/db';
import { badRequest, notFound } from '../../lib/errors';
import { findRecipientByToken, setUnsubscribed } from '../mail/mail.service';
import {
  type ClientConfigRow,
  allClientConfigs,
  businessName,
  findBusinessPreferences,
  findClientConfig,
  findUserPreferences,
  listClientConfigs,
  mergeBusinessPreferences,
  saleClientRut,
  subscribedUsers,
  updateClientConfig,
  upsertClientConfig,
  upsertUserPreferences,
} from './notification-preferences.repository';

// Notification preferences (spec §7 "Notification settings"): a user's general settings, the
// per-client and per-invoice reminder switches, the business's preferences for its mail, and the
// unsubscribe link every mail carries. The reminders and the daily summary read them through this
// service.

export const PREFERENCES_MSG = {
  saved: 'Preferencias guardadas con éxito',
  configSaved: 'Configuración de notificaciones guardada con éxito',
  configNotFound: 'No existe esa configuración de notificaciones.',
  invoiceNotFound: 'No existe esa factura de venta.',
  businessSaved: 'Preferencias de la empresa guardadas con éxito',
  businessNotFound: 'No existe esa empresa.',
  unknownToken: 'El enlace para dejar de recibir correos no es válido.',
  unsubscribed: 'Listo, esa dirección ya no recibirá correos de la empresa.',
  resubscribed: 'Esa dirección volverá a recibir los correos de la empresa.',
} as const;

function toGeneral(
  row: { email: string | null; phone: string | null; subscriptions: Record<string, boolean> } | null,
) {
  const subs = row?.subscriptions ?? {};
  const subscriptions = Object.fromEntries(
    SUBSCRIPTION_KEYS.map((k) => [k, subs[k] !== false]),
  ) as GeneralPreferences['subscriptions'];
  return { email: row?.email ?? null, phone: row?.phone ?? null, subscriptions };
}

export async function getGeneralPreferences(db: Queryable, userId: number): Promise<GeneralPreferences> {
  return toGeneral(await findUserPreferences(db, userId));
}

export async function saveGeneralPreferences(
  db: Db,
  userId: number,
  patch: {
    email?: string | null;
    phone?: string | null;
    subscriptions?: Partial<Record<SubscriptionKey, boolean>>;
  },
): Promise<GeneralPreferences> {
  return db.transaction(async (tx) => toGeneral(await upsertUserPreferences(tx, userId, patch)));
}

const toConfig = (r: ClientConfigRow): ClientNotificationConfig => ({
  _id: r.id,
  client_rut: r.client_rut,
  client_name: r.client_name,
  invoice_id: r.invoice_id,
  folio: r.folio === null ? null : Number(r.folio),
  active: r.active,
  days: r.days,
  updated_at: r.updated_at.toISOString(),
});

export async function getClientConfigs(
  db: Queryable,
  businessId: number,
  filter: { clientRut?: string; invoiceId?: number; scope?: 'client' | 'invoice' },
): Promise<ClientNotificationConfig[]> {
  return (await listClientConfigs(db, businessId, filter)).map(toConfig);
}

/**
 * Saves a per-client or per-invoice switch: by notification_config_id (an existing one of the
 * business, else 404), by invoice_id (a sale of the business, else 404; its client is the
 * invoice's, and a client_rut that differs is refused), or by client_rut.
 */
export async function saveClientConfig(
  db: Db,
  businessId: number,
  body: {
    notification_config_id?: number;
    client_rut?: string;
    invoice_id?: number;
    active: boolean;
    days?: number | null;
  },
): Promise<ClientNotificationConfig> {
  return db.transaction(async (tx) => {
    let id: number;
    // Every id given must be the business's, whichever decides (a foreign one is a 404).
    const invoiceRut =
      body.invoice_id === undefined ? null : await saleClientRut(tx, businessId, body.invoice_id);
    if (body.invoice_id !== undefined && !invoiceRut) throw notFound(PREFERENCES_MSG.invoiceNotFound);
    if (invoiceRut && body.client_rut !== undefined && body.client_rut !== invoiceRut)
      throw badRequest("Dato inválido en el cuerpo, campo 'client_rut': no es el cliente de esa factura");
    if (body.notification_config_id !== undefined) {
      const existing = await findClientConfig(tx, businessId, body.notification_config_id);
      if (!existing) throw notFound(PREFERENCES_MSG.configNotFound);
      if (body.invoice_id !== undefined && existing.invoice_id !== body.invoice_id)
        throw badRequest(
          "Dato inválido en el cuerpo, campo 'invoice_id': no es la factura de esa configuración",
        );
      if (existing.invoice_id !== null && body.days != null)
        throw badRequest(
          "Dato inválido en el cuerpo, campo 'days': los días se configuran por cliente, no por factura",
        );
      await updateClientConfig(tx, businessId, existing.id, { active: body.active, days: body.days });
      id = existing.id;
    } else if (invoiceRut && body.invoice_id !== undefined) {
      id = await upsertClientConfig(tx, businessId, {
        clientRut: invoiceRut,
        invoiceId: body.invoice_id,
        active: body.active,
        days: undefined,
      });
    } else {
      id = await upsertClientConfig(tx, businessId, {
        clientRut: body.client_rut!,
        invoiceId: null,
        active: body.active,
        days: body.days,
      });
    }
    return toConfig((await findClientConfig(tx, businessId, id))!);
  });
}

export type ReminderSwitches = {
  /** Per client: off, and the days override of invoice_by_due. */
  clients: Map<string, { active: boolean; days: number | null }>;
  /** Per invoice: off. */
  invoices: Map<number, boolean>;
};

/** The per-client and per-invoice switches of the business, for a reminders run or a schedule. */
export async function reminderSwitches(q: Queryable, businessId: number): Promise<ReminderSwitches> {
  const clients = new Map<string, { active: boolean; days: number | null }>();
  const invoices = new Map<number, boolean>();
  for (const c of await allClientConfigs(q, businessId)) {
    if (c.invoice_id === null) clients.set(c.client_rut, { active: c.active, days: c.days });
    else invoices.set(c.invoice_id, c.active);
  }
  return { clients, invoices };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export async function getBusinessPreferences(
  q: Queryable,
  businessId: number,
): Promise<BusinessMessagesPreferences> {
  const p = await findBusinessPreferences(q, businessId);
  return { sender_name: text(p.sender_name), signature: text(p.signature) };
}

/** PUT business_messages_preferences/{id}: {id} must be the selected business (else 404). */
export async function saveBusinessPreferences(
  db: Db,
  businessId: number,
  pathId: number,
  patch: { sender_name?: string | null; signature?: string | null },
): Promise<BusinessMessagesPreferences> {
  if (pathId !== businessId) throw notFound(PREFERENCES_MSG.businessNotFound);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const p = await mergeBusinessPreferences(tx, businessId, clean);
    return { sender_name: text(p.sender_name), signature: text(p.signature) };
  });
}

/** The name a business's mail is signed with: its sender_name preference, else its own name. */
export async function senderName(q: Queryable, businessId: number): Promise<string> {
  const prefs = await getBusinessPreferences(q, businessId);
  return prefs.sender_name ?? (await businessName(q, businessId)) ?? 'Portal Cliente';
}

/** The users of the business who get `subscription`, with the address their mail goes to. */
export const usersSubscribedTo = (q: Queryable, businessId: number, subscription: SubscriptionKey) =>
  subscribedUsers(q, businessId, subscription);

export type UnsubscribeOutcome =
  | { found: false }
  | { found: true; address: string; business: string; unsubscribed: boolean };

/** The unsubscribe link (GET) and the page's button (POST): unsubscribes or subscribes again. */
export async function applyUnsubscribe(
  db: Db,
  token: string,
  unsubscribe: boolean,
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const recipient = await findRecipientByToken(tx, token);
    if (!recipient) return { found: false } as const;
    await setUnsubscribed(tx, token, unsubscribe);
    return {
      found: true,
      address: recipient.address,
      business: (await businessName(tx, Number(recipient.business_id))) ?? 'la empresa',
      unsubscribed: unsubscribe,
    } as const;
  });
}
