import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BusinessStepForm, businessStepForm } from '@portal/contracts';
import { communeGroups, foldForSearch, formatRut } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { hasSession } from '../../../lib/session';
import { checkPersonalRut, useCreateBusiness } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { stepPath } from '../steps';
import { FormAlert } from '../../../components/ui/form-alert';

const ORDER = ['personal_rut', 'rut', 'fantasy_name', 'activity', 'commune', 'phone'];
const COMMUNES = communeGroups();

export function BusinessStep() {
  const create = useCreateBusiness();
  const navigate = useNavigate();
  const form = useForm<BusinessStepForm>({
    name: 'onboarding-business',
    initialValues: { personal_rut: '', rut: '', fantasy_name: '', activity: '', commune: '', phone: '' },
    validate: schemaResolver(businessStepForm),
  });

  if (!hasSession()) {
    return (
      <Alert color="yellow" variant="light" title={M.businessTitle}>
        <Text mb="sm">{M.needSession}</Text>
        <Button component={Link} to="/login-cl" size="sm">
          {M.signIn}
        </Button>
      </Alert>
    );
  }

  const onSubmit = async (v: BusinessStepForm) => {
    try {
      const { personal_rut, ...business } = businessStepForm.parse(v);
      await create.mutateAsync({ ...business, user: { rut: personal_rut } });
      navigate(stepPath('connect-sii'));
    } catch {
      // Shown from the mutation state.
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {M.businessTitle}
        </Title>
        <Text c="dimmed">{M.businessLead}</Text>
      </Stack>
      <form
        noValidate
        aria-label={M.businessTitle}
        data-testid="business-step-form"
        onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ORDER))}
      >
        <Stack gap="md">
          <FormAlert
            message={create.isError ? errorMessage(create.error) : null}
            testId="business-step-error"
          />
          <TextInput
            label={M.personalRut}
            placeholder={M.personalRutPlaceholder}
            description={M.personalRutHint}
            required
            autoComplete="off"
            {...form.getInputProps('personal_rut')}
            onBlur={async () => {
              const rut = form.getValues().personal_rut;
              if (rut.trim()) form.setFieldValue('personal_rut', formatRut(rut) || rut);
              const error = form.validateField('personal_rut');
              if (error.hasError || !rut.trim()) return;
              // Told now rather than at the end: another account has this RUT (the person may have one).
              const taken = await checkPersonalRut(rut);
              if (taken) form.setFieldError('personal_rut', taken);
            }}
            data-testid="business-step-personal-rut"
          />
          <TextInput
            label={M.rut}
            placeholder={M.rutPlaceholder}
            required
            autoComplete="off"
            {...form.getInputProps('rut')}
            onBlur={() => {
              const rut = form.getValues().rut;
              if (rut.trim()) form.setFieldValue('rut', formatRut(rut) || rut);
              form.validateField('rut');
            }}
            data-testid="business-step-rut"
          />
          <TextInput
            label={M.fantasyName}
            required
            {...form.getInputProps('fantasy_name')}
            data-testid="business-step-name"
          />
          <TextInput
            label={M.activity}
            placeholder={M.activityPlaceholder}
            required
            {...form.getInputProps('activity')}
            data-testid="business-step-activity"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label={M.commune}
              placeholder={M.communePlaceholder}
              required
              searchable
              data={COMMUNES}
              nothingFoundMessage={M.noCommune}
              filter={({ options, search }) => {
                const q = foldForSearch(search);
                return options
                  .map((g) =>
                    'items' in g
                      ? { ...g, items: g.items.filter((o) => foldForSearch(o.label).includes(q)) }
                      : g,
                  )
                  .filter((g) => !('items' in g) || g.items.length > 0);
              }}
              {...form.getInputProps('commune')}
              data-testid="business-step-commune"
            />
            <TextInput
              label={M.phone}
              placeholder={M.phonePlaceholder}
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
              data-testid="business-step-phone"
            />
          </SimpleGrid>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={create.isPending}
            data-testid="business-step-submit"
          >
            {M.continue}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
