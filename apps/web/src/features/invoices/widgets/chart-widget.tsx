import { ChartCard } from '../components/summary/chart-card';

/** Dashboard: the four-series purchases and sales chart (platform §9). */
export default function ChartWidget() {
  return <ChartCard height={280} />;
}
