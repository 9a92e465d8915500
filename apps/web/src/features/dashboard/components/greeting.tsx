import { Stack, Text, Title } from '@mantine/core';
import { dayjs } from '../../../lib/dayjs-es';
import { firstName } from '../../../lib/format';

function greetingFor(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 20) return 'Buenas tardes';
  return 'Buenas noches';
}

export function Greeting({ name, today }: { name: string; today: string }) {
  const formatted = dayjs(today).format('dddd D [de] MMMM [de] YYYY');
  const label = formatted.charAt(0).toUpperCase() + formatted.slice(1);
  const hour = Number(
    new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', hour: 'numeric', hour12: false }).format(
      new Date(),
    ),
  );
  return (
    <Stack gap={4} mb="lg">
      <Text size="sm" c="dimmed" data-testid="dashboard-date">
        {label}
      </Text>
      <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="dashboard-greeting">
        {greetingFor(hour)}, {firstName(name)}
      </Title>
      <Text c="dimmed">Este es el resumen de tu empresa en el portal.</Text>
    </Stack>
  );
}
