// Month and year of gastos-mes and detalle-mensual, kept in the URL (?mes=&anio=); the current
// month by default. Years: the current one and four earlier, and the spec's list (2021, 2020, 2019).
import { Group, Select } from '@mantine/core';
import { expenseYearOptions } from '@portal/contracts';
import { MONTH_NAMES } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { useToday } from '../../../lib/config';
import { MONTH_MSG } from '../messages';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const month = Number(params.get('mes')) || Number(today.slice(5, 7)) || 1;
  const year = Number(params.get('anio')) || Number(today.slice(0, 4)) || new Date().getFullYear();
  const set = (next: { month?: number; year?: number }) =>
    setParams({ mes: String(next.month ?? month), anio: String(next.year ?? year) }, { replace: true });
  return {
    month: Math.min(12, Math.max(1, month)),
    year,
    set,
    currentYear: Number(today.slice(0, 4)) || year,
  };
}

export function PeriodPicker({ period }: { period: ReturnType<typeof usePeriod> }) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={MONTH_MSG.month}
        data={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: capital(m) }))}
        value={String(period.month)}
        onChange={(v) => v && period.set({ month: Number(v) })}
        allowDeselect={false}
        w={150}
        data-testid="period-month"
      />
      <Select
        label={MONTH_MSG.year}
        data={expenseYearOptions(period.currentYear, [period.year]).map(String)}
        value={String(period.year)}
        onChange={(v) => v && period.set({ year: Number(v) })}
        allowDeselect={false}
        w={110}
        data-testid="period-year"
      />
    </Group>
  );
}
