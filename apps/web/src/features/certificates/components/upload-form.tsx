// The upload form: the .pfx and its password. The file's name is checked here (the spec's ".pfx"
// rule) and again by the server, which also opens the file with the password; its refusal is shown
// under the spec's title, in the form and as a notification.
import { Alert, Button, FileInput, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES, hasCertificateExtension } from '@portal/contracts';
import { IconAlertTriangle, IconCertificate, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { answeredMessage } from '../../../lib/api';
import { focusFirstError } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadCertificate } from '../api/certificates';
import { CERTIFICATE_MSG as M } from '../messages';

type Values = { file: File | null; password: string };

export function UploadForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const upload = useUploadCertificate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { file: null, password: '' },
    validate: {
      file: (f) =>
        !f
          ? M.missingFile
          : !hasCertificateExtension(f.name)
            ? M.notPfx
            : f.size > CERTIFICATE_MAX_BYTES
              ? M.fileHint
              : null,
      password: (p) => (p.length === 0 ? M.password : null),
    },
  });

  const submit = form.onSubmit(
    ({ file, password }) => {
      if (!file) return;
      setFailure(null);
      upload.mutate(
        { file, password },
        {
          onSuccess: () => {
            form.reset();
            notifySuccess(M.uploaded);
            onDone?.();
          },
          onError: (err) => {
            const text = answeredMessage(err, M.uploadError);
            setFailure(text);
            // Only the password is cleared: a wrong one is the usual cause, and the file stays chosen.
            form.setFieldValue('password', '');
            notifyError(text, M.uploadError);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors, ['file', 'password']),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="certificate-upload-form">
      <Stack gap="md" maw={520}>
        {failure ? (
          <Alert
            color="red"
            variant="light"
            title={M.uploadError}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            data-testid="certificate-upload-error"
          >
            {failure}
          </Alert>
        ) : null}
        <FileInput
          label={M.fileLabel}
          placeholder={M.filePlaceholder}
          description={M.fileHint}
          accept={CERTIFICATE_EXTENSIONS.join(',')}
          leftSection={<IconCertificate size={16} aria-hidden />}
          clearable
          withAsterisk
          {...form.getInputProps('file')}
          data-testid="certificate-file"
        />
        <PasswordInput
          label={M.passwordLabel}
          description={M.passwordHint}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('password')}
          data-testid="certificate-password"
        />
        <Group gap="sm">
          <Button
            type="submit"
            loading={upload.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
            data-testid="certificate-submit"
          >
            {M.upload}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={upload.isPending}>
              {M.cancel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
