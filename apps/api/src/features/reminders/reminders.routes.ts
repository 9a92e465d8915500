import { reminderEndpoints as ep } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/endpoint-route';
import {
  REMINDER_MSG,
  getReminder,
  invoiceSchedule,
  listReminders,
  updateReminder,
} from './reminders.service';

export const remindersRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;

  route(app, ep.list, async ({ business }) => listReminders(db, business.id));

  route(app, ep.show, async ({ business, params }) => ({
    reminder: await getReminder(db, business.id, params.reminder_type),
  }));

  route(app, ep.update, async ({ business, params, body }) => ({
    error: false,
    message: REMINDER_MSG.updated,
    reminder: await updateReminder(db, business.id, params.reminder_type, body.reminder),
  }));

  route(app, ep.schedule, async ({ business, params }) => ({
    schedule: await invoiceSchedule(db, business.id, params.id),
  }));
};
