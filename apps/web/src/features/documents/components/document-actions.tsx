// A document's actions: download (a file) or open (a link), edit, delete after a confirmation.
// Writes are shown only to owner and admin (a guest, Invitado, reads).
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { LibraryDocument } from '@portal/contracts';
import { IconDownload, IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadDocument, useDeleteDocument } from '../api/documents';
import { DOCS_MSG } from '../messages';
import { editPath } from '../utils/documents-url';

export function DocumentActions({ doc, canWrite }: { doc: LibraryDocument; canWrite: boolean }) {
  const del = useDeleteDocument();
  const [downloading, setDownloading] = useState(false);
  const editTo = editPath(doc.id);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(doc);
    } catch {
      notifyError(DOCS_MSG.downloadError);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: DOCS_MSG.deleteTitle,
      children: <Text size="sm">{DOCS_MSG.deleteQuestion(doc.name)}</Text>,
      labels: { confirm: DOCS_MSG.remove, cancel: DOCS_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'document-delete-confirm' } as Record<string, string>,
      onConfirm: () =>
        del.mutate(doc.id, {
          onSuccess: () => notifySuccess(DOCS_MSG.deleted),
          onError: () => notifyError(DOCS_MSG.deleteFailed),
        }),
    });

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {doc.document_kind === 'url_kind' && doc.url ? (
        <Tooltip label={DOCS_MSG.open}>
          <ActionIcon
            variant="subtle"
            component="a"
            href={doc.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={DOCS_MSG.openOf(doc.name)}
            data-testid="document-open"
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label={DOCS_MSG.download}>
          <ActionIcon
            variant="subtle"
            onClick={download}
            loading={downloading}
            aria-label={DOCS_MSG.downloadOf(doc.name)}
            data-testid="document-download"
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canWrite ? (
        <>
          <Tooltip label={DOCS_MSG.edit}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={editTo}
              aria-label={DOCS_MSG.editOf(doc.name)}
              data-testid="document-edit"
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={DOCS_MSG.remove}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={confirmDelete}
              loading={del.isPending}
              aria-label={DOCS_MSG.removeOf(doc.name)}
              data-testid="document-delete"
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      ) : null}
    </Group>
  );
}
