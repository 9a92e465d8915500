import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteName } from '../../../shared/route-handle';
import { metaFor } from '../../../shared/route-table';

/** 'Inicio' (Dashboard) › section › page (spec §2.1). */
export function AppBreadcrumb() {
  const routeName = useRouteName();
  const meta = routeName ? metaFor(routeName) : null;
  const isHome = routeName === 'Dashboard';
  const items = [
    isHome ? (
      <Text key="home" size="sm" fw={600} aria-current="page">
        Inicio
      </Text>
    ) : (
      <Anchor key="home" component={Link} to="/dashboard" size="sm">
        Inicio
      </Anchor>
    ),
  ];
  if (!isHome && meta?.section) {
    items.push(
      <Text key="section" size="sm" c="dimmed">
        {meta.section}
      </Text>,
    );
  }
  if (!isHome && meta) {
    items.push(
      <Text key="title" size="sm" fw={600} aria-current="page">
        {meta.title}
      </Text>,
    );
  }
  return (
    <nav aria-label="Ruta de navegación" data-testid="breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} mb="md">
        {items}
      </Breadcrumbs>
    </nav>
  );
}
