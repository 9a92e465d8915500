import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { businessTermQuery, useAcceptTerm } from '../../businesses/api/terms';
import type { DashboardWidgetProps } from '../widget-registry';

/** Terms and conditions of the business: accept the active version (admins only). */
export default function TermsWidget({ context }: DashboardWidgetProps) {
  const businessId = context.business.id;
  const term = useQuery(businessTermQuery(businessId));
  const accept = useAcceptTerm(businessId);
  const [open, setOpen] = useState(false);

  if (term.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Cargando términos…
      </Text>
    );
  }
  if (term.isError) {
    return (
      <Text size="sm" c="dimmed">
        No pudimos cargar los términos y condiciones en este momento.
      </Text>
    );
  }
  const doc = term.data.term_document;
  if (!doc) {
    return (
      <Text size="sm" c="dimmed">
        No hay términos activos.
      </Text>
    );
  }

  if (term.data.accepted) {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="terms-accepted">
        <IconCircleCheck
          size={22}
          color="var(--mantine-color-teal-6)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="sm">
          Tu empresa aceptó «{doc.title}» (versión {doc.version})
          {term.data.accepted_at ? ` el ${displayDate(term.data.accepted_at)}` : ''}.
        </Text>
      </Group>
    );
  }

  const onAccept = async () => {
    try {
      await accept.mutateAsync();
      notifySuccess('Aceptaste los términos y condiciones.');
      setOpen(false);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        Hay una nueva versión de «{doc.title}» (versión {doc.version}).{' '}
        {context.canWrite
          ? 'Revísala y acéptala para seguir usando todas las funciones.'
          : 'Un administrador de la empresa debe aceptarla.'}
      </Text>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileText size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {context.canWrite ? 'Revisar y aceptar' : 'Ver términos'}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={doc.title}
        size="lg"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <Stack gap="md">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {doc.body}
          </Text>
          {context.canWrite ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cerrar
              </Button>
              <Button onClick={onAccept} loading={accept.isPending}>
                Acepto los términos
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
