// Platform §9 chart: four series — this year's purchases and sales as columns, last year's as lines —
// with a tooltip in pesos (dot thousands). Loaded lazily: recharts lives only in this chunk.
import { formatCLP, monthName } from '@portal/domain';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactCLP } from '../../../../lib/format';
import type { ChartData } from '../../api/invoice-summary';

const COLORS = {
  sales: '#1a4fa8',
  purchases: '#f08c00',
  salesPrev: '#779bdc',
  purchasesPrev: '#c2255c',
};

export default function PurchasesSalesChart({ data, height = 320 }: { data: ChartData; height?: number }) {
  const prev = data.previous_year;
  const rows = data.months.map((m) => ({ ...m, label: monthName(m.month).slice(0, 3) }));
  return (
    <div
      role="img"
      aria-label={`Gráfico de compras y ventas por mes de ${data.year} comparadas con ${prev}`}
      data-testid="invoices-chart"
      style={{ width: '100%', height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* The wrapper is the labelled image; the svg leaves the tab order (no focusable stop without a name). */}
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e9ecef" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis tickFormatter={compactCLP} tickLine={false} axisLine={false} fontSize={12} width={72} />
          <Tooltip
            formatter={(value) => formatCLP(Number(value))}
            labelFormatter={(_, payload) => {
              const m = payload?.[0]?.payload?.month;
              return typeof m === 'number' ? monthName(m, { capitalize: true }) : '';
            }}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <Bar
            dataKey="sales_current"
            name={`Ventas ${data.year}`}
            fill={COLORS.sales}
            radius={[3, 3, 0, 0]}
            maxBarSize={22}
            animationDuration={400}
          />
          <Bar
            dataKey="purchases_current"
            name={`Compras ${data.year}`}
            fill={COLORS.purchases}
            radius={[3, 3, 0, 0]}
            maxBarSize={22}
            animationDuration={400}
          />
          <Line
            dataKey="sales_previous"
            name={`Ventas ${prev}`}
            stroke={COLORS.salesPrev}
            strokeWidth={2}
            dot={{ r: 2 }}
            type="monotone"
            animationDuration={400}
          />
          <Line
            dataKey="purchases_previous"
            name={`Compras ${prev}`}
            stroke={COLORS.purchasesPrev}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={{ r: 2 }}
            type="monotone"
            animationDuration={400}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
