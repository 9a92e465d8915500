import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { hasSession } from '../../lib/session';

export function NotFoundPage() {
  const navigate = useNavigate();
  const signedIn = hasSession();
  return (
    <Stack align="center" gap="md" ta="center" data-testid="not-found">
      <Text
        aria-hidden
        fw={800}
        fz={{ base: 72, sm: 96 }}
        lh={1}
        variant="gradient"
        gradient={{ from: 'brand.4', to: 'brand.8', deg: 135 }}
      >
        404
      </Text>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        No encontramos esta página
      </Title>
      <Text c="dimmed" maw={420}>
        La dirección puede estar mal escrita o la página ya no existe. Revisa el enlace o vuelve al inicio.
      </Text>
      <Group justify="center" mt="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => navigate(-1)}
        >
          Volver
        </Button>
        <Button
          component={Link}
          to={signedIn ? '/dashboard' : '/login-cl'}
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {signedIn ? 'Ir al inicio' : 'Iniciar sesión'}
        </Button>
      </Group>
    </Stack>
  );
}
