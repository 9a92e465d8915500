// The result evolution as a chart: revenue and expenses as columns, the result as a line, in pesos.
// Loaded lazily: recharts lives only in this chunk.
import type { ResultEvolutionResponse } from '@portal/contracts';
import { formatCLP, periodParts, monthName } from '@portal/domain';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactCLP } from '../../../lib/format';
import { EVOLUTION_MSG } from '../messages';

const monthShort = (period: number) => {
  const { year, month } = periodParts(period);
  return `${monthName(month, { capitalize: true }).slice(0, 3)} ${String(year).slice(2)}`;
};

export default function EvolutionChart({
  months,
  label,
  height = 320,
}: {
  months: ResultEvolutionResponse['months'];
  label: string;
  height?: number;
}) {
  const rows = months.map((m) => ({ ...m, label: monthShort(m.period) }));
  return (
    <div role="img" aria-label={label} data-testid="evolution-chart" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e9ecef" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis tickFormatter={compactCLP} tickLine={false} axisLine={false} fontSize={12} width={72} />
          <ReferenceLine y={0} stroke="#adb5bd" />
          <Tooltip
            formatter={(value) => formatCLP(Number(value))}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <Bar
            dataKey="revenue"
            name={EVOLUTION_MSG.revenue}
            fill="#1a4fa8"
            radius={[3, 3, 0, 0]}
            maxBarSize={22}
            animationDuration={400}
          />
          <Bar
            dataKey="expenses"
            name={EVOLUTION_MSG.expenses}
            fill="#f08c00"
            radius={[3, 3, 0, 0]}
            maxBarSize={22}
            animationDuration={400}
          />
          <Line
            dataKey="result"
            name={EVOLUTION_MSG.result}
            stroke="#2b8a3e"
            strokeWidth={2}
            dot={{ r: 3 }}
            type="monotone"
            animationDuration={400}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
