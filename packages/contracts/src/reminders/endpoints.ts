import { idParams } from '../common';
import { endpoint } from '../endpoint';
import {
  invoiceReminderScheduleResponse,
  reminderShowResponse,
  reminderTypeParams,
  reminderUpdateResponse,
  remindersResponse,
  updateReminderBody,
} from './schemas';

export const REMINDERS_AREA = 'reminders';
const REMINDERS = '/v1/client/reminders';

/** Reminder calls (platform §7 "Payroll and other", invoices §7 "Reminders"). */
export const reminderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: REMINDERS,
    access: 'business',
    area: REMINDERS_AREA,
    summary: 'Los recordatorios de cobranza de la empresa (uno por tipo)',
    response: remindersResponse,
  }),
  show: endpoint({
    method: 'GET',
    path: `${REMINDERS}/:reminder_type`,
    access: 'business',
    area: REMINDERS_AREA,
    summary: 'Un recordatorio por tipo (invoice_issued, invoice_by_due, invoice_due)',
    params: reminderTypeParams,
    response: reminderShowResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${REMINDERS}/:reminder_type`,
    access: 'business',
    area: REMINDERS_AREA,
    summary: 'Cambia un recordatorio: solo los campos enviados (días y envíos como números)',
    params: reminderTypeParams,
    body: updateReminderBody,
    response: reminderUpdateResponse,
  }),
  schedule: endpoint({
    method: 'GET',
    path: '/v1/client/sii_invoice/invoices/:id/reminders',
    access: 'business',
    area: REMINDERS_AREA,
    summary: 'Los recordatorios planificados y enviados de una factura de venta',
    params: idParams,
    response: invoiceReminderScheduleResponse,
  }),
};
