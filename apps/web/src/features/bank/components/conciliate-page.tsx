// /movimientos/conciliar?bm_movement_id=: one movement's reconciliation as a page (what the drawer
// shows). Without a movement it is the reconciliation table; the accounting sub-routes of
// /movimientos/conciliar/* (new money in/out entries) are not built and answer not found.
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { DRAWER_MSG, TABLE_MSG } from '../messages';
import { ConciliationPanel } from './conciliation-panel';

export function ConciliatePage() {
  const splat = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('bm_movement_id')) || null;
  if (splat !== '' && splat !== '/') return <Navigate to="/not-found" replace />;
  if (id === null) return <Navigate to="/movimientos/tabla-conciliacion" replace />;
  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={DRAWER_MSG.title}
        actions={
          <Button
            variant="default"
            component={Link}
            to="/movimientos"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {TABLE_MSG.back}
          </Button>
        }
      />
      <ConciliationPanel movementId={id} onDone={() => navigate('/movimientos')} />
    </Stack>
  );
}
