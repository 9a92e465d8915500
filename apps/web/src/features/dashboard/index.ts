// What an area's dashboard widget is handed (the widgets are registered in app/dashboard-widgets.ts).
export type { DashboardWidgetProps } from './widget-registry';
