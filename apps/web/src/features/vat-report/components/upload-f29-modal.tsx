import { Button, FileInput, Group, Modal, Select, Stack } from '@mantine/core';
import { VAT_DOCUMENT_MAX_BYTES } from '@portal/contracts';
import { addPeriods, periodLabel, toPeriod } from '@portal/domain';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSiiDate, useUploadVatDocument } from '../api/vat-report';
import { MY_F29_MSG, WIZARD_MSG } from '../messages';

/** Upload of an F29 (type_document liquidation) for one of the last 36 months. */
export function UploadF29Modal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const date = useSiiDate();
  const upload = useUploadVatDocument();
  const latest = date.data ? toPeriod(date.data.accounting_year, date.data.accounting_month) : null;
  const periods = latest
    ? Array.from({ length: 36 }, (_, i) => {
        const p = addPeriods(latest, -i);
        return { value: String(p), label: periodLabel(p) };
      })
    : [];
  const [period, setPeriod] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = period ?? periods[0]?.value ?? null;

  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const save = () => {
    if (!chosen || !file) return setError(MY_F29_MSG.required);
    if (file.size > VAT_DOCUMENT_MAX_BYTES) return setError(WIZARD_MSG.rejectedFile(file.name));
    const p = Number(chosen);
    upload.mutate(
      { file, type_document: 'liquidation', accounting_year: Math.floor(p / 100), accounting_month: p % 100 },
      {
        onSuccess: () => {
          notifySuccess(MY_F29_MSG.uploaded_ok);
          close();
        },
        onError: (e) => notifyError(e, WIZARD_MSG.uploadError),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={MY_F29_MSG.uploadTitle}>
      <Stack gap="md">
        <Select
          label={MY_F29_MSG.period}
          data={periods}
          value={chosen}
          onChange={setPeriod}
          allowDeselect={false}
          data-testid="f29-period"
        />
        <FileInput
          label={MY_F29_MSG.file}
          placeholder={MY_F29_MSG.filePlaceholder}
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          value={file}
          onChange={setFile}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          data-testid="f29-file"
        />
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MY_F29_MSG.cancel}
          </Button>
          <Button onClick={save} loading={upload.isPending} data-testid="f29-save">
            {MY_F29_MSG.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
