import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite" data-testid="page-loader">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function SectionLoader({ label = 'Cargando…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
