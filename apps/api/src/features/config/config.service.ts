import { type IsoDate, todayInChile } from '@portal/domain';

export type PortalConfig = { current_date: IsoDate; current_period_rent: number };

/**
 * The calendar as the portal sees it: today in Chile (America/Santiago), whatever the server's
 * time zone, and the Operación Renta year, which defaults to the current year (spec §9).
 */
export function portalConfig(now: Date = new Date()): PortalConfig {
  const current_date = todayInChile(now);
  return { current_date, current_period_rent: Number(current_date.slice(0, 4)) };
}
