// 'Comentarios': the notes the business keeps on an invoice — add, edit and delete (with confirmation).
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMessageCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/states';
import { displayDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useAddComment, useComments, useDeleteComment, useEditComment } from '../../api/comments';
import type { InvoiceComment } from '../../api/types';
import { COMMENT_ADD_ERROR, COMMENT_DELETE_ERROR, COMMENT_EDIT_ERROR } from '../../utils/messages';
import { LoadError } from '../../../../components/ui/states';

const MAX_LENGTH = 2000;

export function CommentsTab({ invoiceId }: { invoiceId: number }) {
  const comments = useComments(invoiceId);
  const add = useAddComment(invoiceId);
  const [draft, setDraft] = useState('');

  const submit = () => {
    const message = draft.trim();
    if (!message) return;
    add.mutate(message, { onSuccess: () => setDraft(''), onError: () => notifyError(COMMENT_ADD_ERROR) });
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Textarea
          label="Nuevo comentario"
          placeholder="Escribe un comentario sobre esta factura"
          data-testid="comment-input"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_LENGTH}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          }}
        />
        <Group justify="flex-end">
          <Button data-testid="comment-add" onClick={submit} loading={add.isPending} disabled={!draft.trim()}>
            Agregar comentario
          </Button>
        </Group>
      </Stack>

      {comments.isPending ? (
        <Stack gap="sm">
          <Skeleton height={60} radius="md" />
          <Skeleton height={60} radius="md" />
        </Stack>
      ) : comments.isError ? (
        <LoadError
          message="Hubo un problema obteniendo los comentarios. Favor inténtalo nuevamente."
          onRetry={() => comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : comments.data.length === 0 ? (
        <EmptyState
          icon={<IconMessageCircle size={26} aria-hidden />}
          title="Aún no hay comentarios"
          description="Deja una nota para ti o tu equipo: acuerdos de pago, contactos, lo que necesites recordar."
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comentarios">
          {comments.data.map((c) => (
            <CommentItem key={c.comment_id} invoiceId={invoiceId} comment={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CommentItem({ invoiceId, comment }: { invoiceId: number; comment: InvoiceComment }) {
  const edit = useEditComment(invoiceId);
  const del = useDeleteComment(invoiceId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.message);
  const author = comment.user_name;
  const when = comment.updated_at ?? comment.created_at;

  const save = () => {
    const message = text.trim();
    if (!message) return;
    edit.mutate(
      { comment_id: comment.comment_id, message },
      { onSuccess: () => setEditing(false), onError: () => notifyError(COMMENT_EDIT_ERROR) },
    );
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Eliminar comentario',
      children: <Text size="sm">¿Quieres eliminar este comentario? Esta acción no se puede deshacer.</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red', 'data-testid': 'comment-delete-confirm' } as Record<string, string>,
      onConfirm: () => del.mutate(comment.comment_id, { onError: () => notifyError(COMMENT_DELETE_ERROR) }),
    });

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      data-testid="comment-item"
      opacity={del.isPending ? 0.5 : 1}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {[author, when ? displayDateTime(when) : null].filter(Boolean).join(' · ') || 'Comentario'}
        </Text>
        {!editing && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Editar">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Editar comentario"
                data-testid="comment-edit"
                onClick={() => {
                  setText(comment.message);
                  setEditing(true);
                }}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Eliminar comentario"
                data-testid="comment-delete"
                onClick={confirmDelete}
                loading={del.isPending}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs" mt="xs">
          <Textarea
            aria-label="Editar comentario"
            autosize
            minRows={2}
            maxLength={MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button
              size="xs"
              data-testid="comment-save"
              onClick={save}
              loading={edit.isPending}
              disabled={!text.trim()}
            >
              Guardar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.message}
        </Text>
      )}
    </Paper>
  );
}
