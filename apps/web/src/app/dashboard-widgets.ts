// Widgets of the dashboard grid. Each area registers its own here, lazily, so its code stays in
// its chunk and the card shows only when its flag and the business functionality allow it:
//
//   registerDashboardWidget({
//     id: 'invoices-summary', title: 'Compras y ventas', flag: 'invoices', functionality: 'invoices',
//     span: 12, order: 20, component: lazy(() => import('../features/invoices/widgets/summary-widget')),
//   });
import { lazy } from 'react';
import { registerDashboardWidget } from '../features/dashboard/widget-registry';

registerDashboardWidget({
  id: 'shortcuts',
  title: 'Accesos rápidos',
  order: 80,
  span: 6,
  component: lazy(() => import('../features/dashboard/widgets/shortcuts-widget')),
});

registerDashboardWidget({
  id: 'messages',
  title: 'Mensajes',
  order: 90,
  span: 6,
  component: lazy(() => import('../features/dashboard/widgets/messages-widget')),
});

registerDashboardWidget({
  id: 'terms',
  title: 'Términos y condiciones',
  order: 95,
  span: 12,
  component: lazy(() => import('../features/dashboard/widgets/terms-widget')),
});

// Compras y ventas (features/invoices): this month, the four-series chart, overdue and paid, rankings.
registerDashboardWidget({
  id: 'invoices-monthly-summary',
  title: 'Resumen del mes',
  flag: 'invoices',
  functionality: 'invoices',
  order: 20,
  span: 12,
  component: lazy(() => import('../features/invoices/widgets/monthly-summary-widget')),
});

registerDashboardWidget({
  id: 'invoices-chart',
  title: 'Compras y ventas por mes',
  flag: 'invoices',
  functionality: 'invoices',
  order: 21,
  span: 8,
  component: lazy(() => import('../features/invoices/widgets/chart-widget')),
});

registerDashboardWidget({
  id: 'invoices-ranking',
  title: 'Clientes y proveedores principales',
  flag: 'invoices',
  functionality: 'invoices',
  order: 22,
  span: 4,
  component: lazy(() => import('../features/invoices/widgets/ranking-widget')),
});

registerDashboardWidget({
  id: 'invoices-expired-payed',
  title: 'Documentos vencidos y pagados',
  flag: 'invoices',
  functionality: 'invoices',
  order: 23,
  span: 12,
  component: lazy(() => import('../features/invoices/widgets/expired-payed-widget')),
});
