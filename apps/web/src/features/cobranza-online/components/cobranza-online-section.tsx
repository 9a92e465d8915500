// Configuración › Cobranza Online: the business's account, on and off.
import { ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { ServiceCard } from '../../../components/ui/service-card';
import { answeredMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetCobranzaOnline } from '../api/cobranza-online';
import { COBRANZA_MSG as M } from '../messages';

const TEXTS = {
  title: M.sectionTitle,
  lead: M.sectionLead,
  state: M.state,
  activate: M.activate,
  deactivate: M.deactivate,
  confirmTitle: M.confirmDeactivateTitle,
  confirm: M.confirmDeactivate,
  confirmOk: M.confirmDeactivateOk,
  cancel: M.cancel,
  readOnly: M.readOnly,
};

export function CobranzaOnlineSection({ active, canWrite }: { active: boolean | null; canWrite: boolean }) {
  const { on, off } = useSetCobranzaOnline();
  const fail = (fallback: string) => (err: unknown) => notifyError(answeredMessage(err, fallback));
  return (
    <ServiceCard
      texts={TEXTS}
      active={active}
      canWrite={canWrite}
      pending={on.isPending || off.isPending}
      onActivate={() =>
        on.mutate(undefined, { onSuccess: () => notifySuccess(M.activated), onError: fail(M.activateFailed) })
      }
      onDeactivate={() =>
        off.mutate(undefined, {
          onSuccess: (a) => notifySuccess(a.message),
          onError: fail(M.deactivateFailed),
        })
      }
      icon={
        <ThemeIcon size={40} radius="md" variant="light" color="grape">
          <IconBuildingBank size={22} aria-hidden />
        </ThemeIcon>
      }
      testId="cobranza-online-card"
    />
  );
}
