// Dashboard widgets: areas register a card for the dashboard grid here (see app/dashboard-widgets.ts).
// A widget shows when its flag is on and the business has its functionality, like menu items.
import type { Business, Profile } from '@portal/contracts';
import type { ComponentType } from 'react';
import { hasFunctionality } from '../../shared/menu';

export type DashboardWidgetContext = {
  business: Business;
  profile: Profile;
  /** False for the non-admin role: hide write actions. */
  canWrite: boolean;
  /** Server date, 'YYYY-MM-DD'. */
  today: string;
};

export type DashboardWidgetProps = { context: DashboardWidgetContext };

export type DashboardWidget = {
  id: string;
  /** Card title; the widget renders its own body. */
  title: string;
  /** Feature flag that must be exactly true. */
  flag?: string;
  /** Business functionality reference needed (business.functionalities / forced bank features). */
  functionality?: string;
  /** Columns out of 12 on wide screens (phones always use the full width). */
  span?: 4 | 6 | 8 | 12;
  /** Lower first; ties keep registration order. */
  order?: number;
  /** Usually React.lazy(() => import(...)) so each area's widget stays in its own chunk. */
  component: ComponentType<DashboardWidgetProps>;
};

const registry = new Map<string, DashboardWidget>();

/** Registers (or replaces, by id) a widget. */
export function registerDashboardWidget(widget: DashboardWidget): void {
  registry.set(widget.id, widget);
}

export function registeredWidgets(): DashboardWidget[] {
  return [...registry.values()];
}

/** The widgets to draw for a business with these flags, in order. Pure. */
export function visibleWidgets(
  widgets: readonly DashboardWidget[],
  ctx: {
    flags: Readonly<Record<string, boolean>>;
    business: Pick<Business, 'functionalities' | 'forced_bank_features'>;
  },
): DashboardWidget[] {
  return widgets
    .map((w, index) => ({ w, index }))
    .filter(
      ({ w }) =>
        (!w.flag || ctx.flags[w.flag] === true) &&
        (!w.functionality || hasFunctionality(ctx.business, w.functionality)),
    )
    .sort((a, b) => (a.w.order ?? 100) - (b.w.order ?? 100) || a.index - b.index)
    .map(({ w }) => w);
}
