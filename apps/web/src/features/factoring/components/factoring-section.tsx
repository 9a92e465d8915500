// Configuración › Factoring: the business's factoring, on and off.
import { ThemeIcon } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { ServiceCard } from '../../../components/ui/service-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetFactoring } from '../api/factoring';
import { FACTORING_MSG as M } from '../messages';

const TEXTS = {
  title: M.sectionTitle,
  lead: M.sectionLead,
  state: M.state,
  activate: 'Activar factoring',
  deactivate: M.deactivate,
  confirmTitle: M.confirmDeactivateTitle,
  confirm: M.confirmDeactivate,
  confirmOk: M.confirmDeactivateOk,
  cancel: M.cancel,
  readOnly: 'Solo el dueño o un administrador de la empresa puede cambiarlo.',
};

export function FactoringSection({ active, canWrite }: { active: boolean | null; canWrite: boolean }) {
  const { on, off } = useSetFactoring();
  const done = {
    onSuccess: (a: { message: string }) => notifySuccess(a.message),
    onError: () => notifyError(M.activateFailed),
  };
  return (
    <ServiceCard
      texts={TEXTS}
      active={active}
      canWrite={canWrite}
      pending={on.isPending || off.isPending}
      onActivate={() => on.mutate(undefined, done)}
      onDeactivate={() => off.mutate(undefined, done)}
      icon={
        <ThemeIcon size={40} radius="md" variant="light" color="teal">
          <IconCashBanknote size={22} aria-hidden />
        </ThemeIcon>
      }
      testId="factoring-card"
    />
  );
}
