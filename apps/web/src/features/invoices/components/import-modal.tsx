// 'Importar desde SII': drop the RCV CSV exports or DTE XML files; the answer says how many documents
// were new, updated, unchanged or rejected, or which line failed.
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconCircleCheck, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useImportInvoices } from '../api/imports';
import { chileDate } from '../utils/display';
import type { ImportResult } from '../api/types';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/xml': ['.xml'],
  'application/xml': ['.xml'],
};
/** The API's limits (contracts: MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES). */
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 20;

export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);
  const importer = useImportInvoices();

  const close = () => {
    setFiles([]);
    setRejected(null);
    importer.reset();
    onClose();
  };

  const onReject = (rejections: FileRejection[]) => {
    const names = rejections.map((r) => r.file.name).join(', ');
    setRejected(`No podemos importar ${names}: solo se aceptan archivos .csv o .xml de hasta 10 MB.`);
  };

  const result = importer.data?.import ?? null;

  return (
    <Modal opened={opened} onClose={close} title="Importar desde SII" size="lg">
      {result ? (
        <ImportSummary
          result={result}
          onDone={close}
          onMore={() => {
            setFiles([]);
            importer.reset();
          }}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Sube el Registro de Compras y Ventas (RCV) exportado del SII en formato CSV, o los documentos
            tributarios electrónicos en XML. Puedes subir varios archivos a la vez.
          </Text>
          <Dropzone
            data-testid="import-dropzone"
            onDrop={(dropped) => {
              setRejected(null);
              importer.reset();
              setFiles((prev) => [...prev, ...dropped].slice(0, MAX_FILES));
            }}
            onReject={onReject}
            accept={ACCEPT}
            maxSize={MAX_BYTES}
            multiple
            loading={importer.isPending}
            aria-label="Zona para soltar los archivos del SII"
          >
            <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={44} stroke={1.5} color="var(--mantine-color-brand-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text size="md" fw={600}>
                  Arrastra aquí tus archivos o haz clic para elegirlos
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  Archivos .csv o .xml, hasta 10 MB cada uno y 20 por vez
                </Text>
              </div>
            </Group>
          </Dropzone>
          {files.length > 0 && (
            <List size="sm" spacing={4} aria-label="Archivos por importar">
              {files.map((f, i) => (
                <List.Item key={`${f.name}-${f.size}-${f.lastModified}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" truncate="end">
                      {f.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      aria-label={`Quitar ${f.name}`}
                      onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                    >
                      Quitar
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {rejected && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />}>
              {rejected}
            </Alert>
          )}
          {importer.isError && (
            <Alert
              color="red"
              title="No pudimos importar los archivos"
              icon={<IconAlertCircle size={18} />}
              data-testid="import-error"
            >
              {errorMessage(importer.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button
              data-testid="import-submit"
              disabled={files.length === 0}
              loading={importer.isPending}
              onClick={() => importer.mutate(files)}
            >
              Importar {files.length > 1 ? `${files.length} archivos` : ''}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ImportSummary({
  result,
  onDone,
  onMore,
}: {
  result: ImportResult;
  onDone: () => void;
  onMore: () => void;
}) {
  const stats = [
    { label: 'Nuevas', value: result.new, color: 'teal' },
    { label: 'Actualizadas', value: result.updated, color: 'brand' },
    { label: 'Sin cambios', value: result.unchanged, color: 'gray' },
    { label: 'Rechazadas', value: result.rejected, color: result.rejected > 0 ? 'red' : 'gray' },
  ];
  return (
    <Stack gap="md" data-testid="import-result">
      <Group gap="sm">
        <ThemeIcon color="teal" variant="light" size="lg" radius="xl">
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <div>
          <Text fw={600}>Importación terminada</Text>
          {result.last_updated && (
            <Text size="sm" c="dimmed">
              Datos actualizados al {chileDate(result.last_updated)}
            </Text>
          )}
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="import-counts">
        {stats.map((s) => (
          <Stack
            key={s.label}
            gap={2}
            align="center"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Text size="xl" fw={700} c={`${s.color}.7`}>
              {s.value.toLocaleString('es-CL')}
            </Text>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {result.files.length > 0 && (
        <List size="sm" spacing={2} aria-label="Archivos importados">
          {result.files.map((f) => (
            <List.Item key={f.name}>
              {f.name} · {f.kind === 'rcv' ? 'Registro de Compras y Ventas' : 'DTE XML'} ·{' '}
              {f.documents.toLocaleString('es-CL')} {f.documents === 1 ? 'documento' : 'documentos'}
            </List.Item>
          ))}
        </List>
      )}
      {result.warnings.length > 0 && (
        <Alert color="yellow" title="Revisa estos avisos" icon={<IconAlertCircle size={18} />}>
          <List size="sm" spacing={2}>
            {result.warnings.slice(0, 10).map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
          {result.warnings.length > 10 && (
            <Text size="xs" c="dimmed" mt={4}>
              Y {result.warnings.length - 10} avisos más.
            </Text>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onMore}>
          Importar más archivos
        </Button>
        <Button onClick={onDone}>Listo</Button>
      </Group>
    </Stack>
  );
}
