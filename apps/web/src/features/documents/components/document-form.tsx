// Create (seccion=nuevo) or edit (seccion=editar&documento=<id>) a document. A new one is a file or
// a link; an edit changes the name, the tags and (a link) the URL. After a save the user returns to
// Documentos, list, tab subidos with the spec's success text (§2.6, §8); a failure shows the spec's
// text and, in the form, the server's reason (e.g. a file whose content is not its extension).
import {
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_NAME_MAX,
  DOCUMENT_TAGS_MAX,
  DOCUMENT_URL_MAX,
  type LibraryDocument,
} from '@portal/contracts';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { answeredMessage, isApiError } from '../../../lib/api';
import { focusFirstError } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateDocument, useDocument, useDocumentTags, useUpdateDocument } from '../api/documents';
import { FORM_MSG } from '../messages';
import { LIST_AFTER_SAVE } from '../utils/documents-url';
import { ACCEPT, type DocumentFormValues, validateDocumentForm } from '../utils/form';

export function DocumentForm({ documentId }: { documentId: number | null }) {
  const existing = useDocument(documentId);
  const title = documentId === null ? FORM_MSG.createTitle : FORM_MSG.editTitle;
  let body: React.ReactNode;
  if (documentId === null) body = <FormBody doc={null} />;
  else if (existing.isPending) body = <Skeleton height={320} radius="md" />;
  else if (existing.isError)
    body = (
      <LoadError
        message={isApiError(existing.error, 404) ? FORM_MSG.notFound : FORM_MSG.loadError}
        onRetry={() => existing.refetch()}
      />
    );
  else body = <FormBody doc={existing.data.document} />;
  return (
    <Stack gap="md" maw={680} data-testid="document-form-page">
      <Anchor component={Link} to={LIST_AFTER_SAVE} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {FORM_MSG.back}
        </Group>
      </Anchor>
      <PageHeader title={title} />
      {body}
    </Stack>
  );
}

function FormBody({ doc }: { doc: LibraryDocument | null }) {
  const editing = doc !== null;
  const navigate = useNavigate();
  const tags = useDocumentTags();
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    initialValues: {
      document_kind: doc?.document_kind ?? 'document_kind',
      name: doc?.name ?? '',
      url: doc?.url ?? '',
      tags: doc?.tags ?? [],
      file: null,
    },
    validate: (values) => validateDocumentForm(values, editing),
  });
  const isLink = form.values.document_kind === 'url_kind';
  const saving = create.isPending || update.isPending;

  const done = (message: string) => {
    notifySuccess(message);
    navigate(LIST_AFTER_SAVE);
  };
  const failed = (spec: string) => (err: unknown) => {
    notifyError(spec);
    setServerError(answeredMessage(err, spec));
  };

  const submit = form.onSubmit(
    (v) => {
      setServerError(null);
      if (doc) {
        update.mutate(
          {
            id: doc.id,
            name: v.name.trim(),
            tags: v.tags,
            ...(doc.document_kind === 'url_kind' ? { url: v.url.trim() } : {}),
          },
          { onSuccess: () => done(FORM_MSG.updated), onError: failed(FORM_MSG.updateFailed) },
        );
      } else {
        create.mutate(v, { onSuccess: () => done(FORM_MSG.created), onError: failed(FORM_MSG.createFailed) });
      }
    },
    (errors) => focusFirstError(form, errors, ['document_kind', 'url', 'file', 'name', 'tags']),
  );

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate data-testid="document-form">
        <Stack gap="md">
          <FormAlert message={serverError} testId="document-form-error" />
          {!editing ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="document-kind-label">
                {FORM_MSG.kind}
              </Text>
              <SegmentedControl
                aria-labelledby="document-kind-label"
                data={[
                  { value: 'document_kind', label: FORM_MSG.kindFile },
                  { value: 'url_kind', label: FORM_MSG.kindLink },
                ]}
                {...form.getInputProps('document_kind')}
                data-testid="document-kind"
              />
            </Stack>
          ) : null}
          {isLink ? (
            <TextInput
              label={FORM_MSG.url}
              placeholder={FORM_MSG.urlPlaceholder}
              type="url"
              inputMode="url"
              maxLength={DOCUMENT_URL_MAX}
              withAsterisk
              {...form.getInputProps('url')}
              data-testid="document-url"
            />
          ) : editing ? (
            <Text size="sm" c="dimmed" data-testid="document-file-kept">
              {doc?.ext_name ? `${FORM_MSG.currentFile(doc.ext_name)}. ` : ''}
              {FORM_MSG.fileKept}
            </Text>
          ) : (
            <FileInput
              label={FORM_MSG.file}
              description={FORM_MSG.fileHint}
              placeholder={FORM_MSG.filePlaceholder}
              accept={ACCEPT}
              size="md"
              clearable
              withAsterisk
              leftSection={<IconUpload size={16} aria-hidden />}
              {...form.getInputProps('file')}
              data-testid="document-file"
            />
          )}
          <TextInput
            label={FORM_MSG.name}
            placeholder={FORM_MSG.namePlaceholder}
            description={!isLink && !editing ? FORM_MSG.nameHint : undefined}
            maxLength={DOCUMENT_NAME_MAX}
            withAsterisk={isLink || editing}
            {...form.getInputProps('name')}
            data-testid="document-name-input"
          />
          <TagsInput
            label={FORM_MSG.tags}
            description={FORM_MSG.tagsHint}
            placeholder={FORM_MSG.tagsPlaceholder}
            data={(tags.data?.tags ?? []).map((t) => t.name)}
            maxTags={DOCUMENT_TAGS_MAX}
            splitChars={[',']}
            size="md"
            clearable
            {...form.getInputProps('tags')}
            data-testid="document-tags-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={LIST_AFTER_SAVE}>
              {FORM_MSG.cancel}
            </Button>
            <Button type="submit" loading={saving} data-testid="document-save">
              {editing ? FORM_MSG.save : FORM_MSG.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
