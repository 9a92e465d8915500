import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddBusinessForm, addBusinessForm } from '@portal/contracts';
import { formatRut } from '@portal/domain';
import { errorMessage } from '../../../lib/api';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentRoute } from '../../../shared/route-handle';
import { switchBusiness } from '../../businesses';
import { useCreateBusiness } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

/** "Agregar empresa": RUT and name; the new business is selected and waits in fill_information. */
export default function AddBusinessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateBusiness({ select: false });
  const route = useCurrentRoute();
  const form = useForm<AddBusinessForm>({
    name: 'add-business',
    initialValues: { rut: '', fantasy_name: '' },
    validate: schemaResolver(addBusinessForm),
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const onSubmit = async (v: AddBusinessForm) => {
    try {
      const { business } = await create.mutateAsync(addBusinessForm.parse(v));
      notifySuccess(M.addBusinessDone(business.fantasy_name ?? business.name));
      close();
      await switchBusiness(business.id, route);
    } catch {
      // Shown from the mutation state.
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={M.addBusinessTitle}>
      <form
        noValidate
        data-testid="add-business-form"
        onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ['rut', 'fantasy_name']))}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {M.addBusinessLead}
          </Text>
          <FormAlert
            message={create.isError ? errorMessage(create.error) : null}
            testId="add-business-error"
          />
          <TextInput
            label={M.rut}
            placeholder={M.rutPlaceholder}
            required
            data-autofocus
            {...form.getInputProps('rut')}
            onBlur={() => {
              const rut = form.getValues().rut;
              if (rut.trim()) form.setFieldValue('rut', formatRut(rut) || rut);
            }}
            data-testid="add-business-rut"
          />
          <TextInput
            label={M.fantasyName}
            required
            {...form.getInputProps('fantasy_name')}
            data-testid="add-business-name"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {M.cancel}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="add-business-submit">
              {M.addBusiness}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
