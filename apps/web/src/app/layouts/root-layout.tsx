import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  Link,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useNavigation,
  useRouteError,
} from 'react-router';
import { errorMessage, isApiError } from '../../lib/api';
import { ERROR_TITLE } from '../../lib/notify';
import { currentBrand } from '../../shared/brand';
import { useRouteName } from '../../shared/route-handle';
import { composeTitle, metaFor } from '../../shared/route-table';

/** Page title from route meta (spec §2.1); a progress bar while the next screen loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const routeName = useRouteName();

  useEffect(() => {
    document.title = composeTitle(routeName ? metaFor(routeName) : null, currentBrand.name);
  }, [routeName]);

  return (
    <>
      {navigation.state !== 'idle' ? (
        <div className="route-progress" role="progressbar" aria-label="Cargando página" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return error.status === 404 ? 'No encontramos lo que buscas.' : error.statusText;
  if (isApiError(error)) return errorMessage(error);
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|tardó/.test(error.message)
  ) {
    return 'No pudimos cargar esta página. Puede que haya una versión nueva del portal: recarga para continuar.';
  }
  return 'Ocurrió un error inesperado. Inténtalo nuevamente.';
}

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert" data-testid="route-error">
        <Stack gap="md">
          <Title order={1} fz={24}>
            {ERROR_TITLE}
          </Title>
          <Text c="dimmed">{describe(error)}</Text>
          <Group>
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              Recargar
            </Button>
            <Button variant="default" component={Link} to="/" reloadDocument>
              Ir al inicio
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
