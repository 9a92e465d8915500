import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcceptTerm, useBusinessTerm } from '../../businesses';
import { DASHBOARD_MSG as M } from '../messages';
import type { DashboardWidgetProps } from '../widget-registry';

/** Terms and conditions of the business: accept the active version (admins only). */
export default function TermsWidget({ context }: DashboardWidgetProps) {
  const businessId = context.business.id;
  const term = useBusinessTerm(businessId);
  const accept = useAcceptTerm(businessId);
  const [open, setOpen] = useState(false);

  if (term.isPending) {
    return (
      <Text size="sm" c="dimmed">
        {M.termsLoading}
      </Text>
    );
  }
  if (term.isError) {
    return (
      <Text size="sm" c="dimmed">
        {M.termsError}
      </Text>
    );
  }
  const doc = term.data.term_document;
  if (!doc) {
    return (
      <Text size="sm" c="dimmed">
        {M.noActiveTerms}
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
          {M.termsAcceptedOn(
            doc.title,
            doc.version,
            term.data.accepted_at ? displayDate(term.data.accepted_at) : null,
          )}
        </Text>
      </Group>
    );
  }

  const onAccept = async () => {
    try {
      await accept.mutateAsync();
      notifySuccess(M.termsAccepted);
      setOpen(false);
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {M.newTermsVersion(doc.title, doc.version)} {context.canWrite ? M.reviewAndAccept : M.adminMustAccept}
      </Text>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileText size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {context.canWrite ? M.reviewButton : M.viewButton}
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
                {M.close}
              </Button>
              <Button onClick={onAccept} loading={accept.isPending}>
                {M.accept}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
