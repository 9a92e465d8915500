import { Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import type { DashboardWidget, DashboardWidgetContext } from '../widget-registry';

/** One widget failing must not take the dashboard down with it. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Widget del inicio falló', error, info.componentStack);
  }
  override render() {
    if (this.state.failed) {
      return (
        <Text size="sm" c="dimmed">
          No pudimos mostrar esta sección. Recarga la página para intentarlo de nuevo.
        </Text>
      );
    }
    return this.props.children;
  }
}

export function WidgetGrid({
  widgets,
  context,
}: {
  widgets: DashboardWidget[];
  context: DashboardWidgetContext;
}) {
  return (
    <Grid gutter="lg" data-testid="dashboard-widgets">
      {widgets.map((w) => (
        <Grid.Col key={w.id} span={{ base: 12, md: w.span ?? 6 }}>
          <Card
            h="100%"
            shadow="xs"
            data-testid={`widget-${w.id}`}
            component="section"
            aria-labelledby={`widget-${w.id}-title`}
          >
            <Stack gap="md" h="100%">
              <Title order={2} fz="lg" id={`widget-${w.id}-title`}>
                {w.title}
              </Title>
              <WidgetBoundary>
                <Suspense
                  fallback={
                    <Stack gap="xs">
                      <Skeleton h={16} />
                      <Skeleton h={16} w="80%" />
                      <Skeleton h={16} w="60%" />
                    </Stack>
                  }
                >
                  <w.component context={context} />
                </Suspense>
              </WidgetBoundary>
            </Stack>
          </Card>
        </Grid.Col>
      ))}
    </Grid>
  );
}
