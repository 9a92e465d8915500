// /remuneraciones/empleado/:rut?: a new worker (no RUT) or one worker's ficha. Every field is checked
// with the contract's schema (its Spanish texts); finiquitar and eliminar ask first. A guest reads the
// ficha with every field disabled.
import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { type Employee, type EmployeeFields, type EmployeeInput, employeeFields } from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { useCurrentBusiness } from '../../../lib/current-business';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { displayRut } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCreateEmployee, useDeleteEmployee, useEmployee, useUpdateEmployee } from '../api/employees';
import { EMPLOYEES_MSG as M } from '../messages';
import { EMPLOYEES_PATH, employeePath } from '../utils/employees-url';
import { EmployeeFieldsets, FIELD_ORDER, type FormValues } from './employee-fieldsets';

const EMPTY: FormValues = {
  rut: '',
  first_name: '',
  last_name: '',
  mother_last_name: '',
  gender: null,
  nationality: 'chilean',
  birth_date: null,
  address: '',
  commune: null,
  contract_type: 'undefined',
  start_date: null,
  end_date: null,
  termination_cause: null,
  weekly_hours: 42,
  position: '',
  base_salary: '',
  gratification: 'art_50',
  pension_fund: null,
  health_system: 'Fonasa',
  health_money_type: 'health_system_currency',
  health_plan_amount: '',
  unemployment_insurance: true,
  family_charges: 0,
  family_tramo: null,
  meal_allowance: 0,
  transport_allowance: 0,
  bank_code: null,
  bank_account_type: null,
  bank_account_number: '',
  email: '',
  status: 'working',
};

const toValues = (e: Employee): FormValues => ({
  ...e,
  rut: displayRut(e.rut),
  mother_last_name: e.mother_last_name ?? '',
  health_plan_amount: e.health_plan_amount ?? '',
  bank_account_number: e.bank_account_number ?? '',
  email: e.email ?? '',
  termination_cause: e.termination_cause === null ? null : String(e.termination_cause),
});

export function EmployeeFormPage({ rut }: { rut: string | null }) {
  return rut === null ? <EmployeeForm employee={null} /> : <ExistingEmployee rut={rut} />;
}

function ExistingEmployee({ rut }: { rut: string }) {
  const shown = useEmployee(rut);
  if (shown.isPending) return <Loader aria-label="Cargando" />;
  if (shown.isError || !shown.data)
    return (
      <Stack>
        <Alert color="red" data-testid="employee-not-found">
          {M.notFound}
        </Alert>
        <BackLink />
      </Stack>
    );
  return <EmployeeForm key={shown.data.employee.updated_at} employee={shown.data.employee} />;
}

const BackLink = () => (
  <Anchor component={Link} to={EMPLOYEES_PATH} size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={14} aria-hidden />
      {M.back}
    </Group>
  </Anchor>
);

function EmployeeForm({ employee }: { employee: Employee | null }) {
  const { canWrite } = useCurrentBusiness();
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: employee ? toValues(employee) : EMPTY,
    validate: schemaResolver(employeeFields),
    validateInputOnBlur: true,
  });
  const create = useCreateEmployee();
  const update = useUpdateEmployee(employee?.rut ?? '');
  const remove = useDeleteEmployee();
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending || remove.isPending;
  const name = employee?.full_name ?? '';

  const save = async (values: FormValues) => {
    setError(null);
    const fields: EmployeeFields = employeeFields.parse(values as unknown as EmployeeInput);
    try {
      if (employee) {
        const { rut: _rut, ...edit } = fields;
        await update.mutateAsync(edit);
        notifySuccess(M.updated);
      } else {
        const r = await create.mutateAsync(fields);
        notifySuccess(M.created);
        navigate(employeePath(r.employee.rut), { replace: true });
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const submit = form.onSubmit(
    (values) => {
      const settling = employee?.status === 'working' && values.status === 'settled';
      if (!settling) return void save(values);
      modals.openConfirmModal({
        title: M.confirmSettleTitle,
        children: M.confirmSettle(name),
        labels: { confirm: M.confirmOk, cancel: M.cancel },
        confirmProps: { color: 'orange', 'data-testid': 'employee-settle-confirm' } as Record<string, string>,
        onConfirm: () => void save(values),
      });
    },
    (errors) => focusFirstError(form, errors, FIELD_ORDER),
  );

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: M.confirmDeleteTitle,
      children: M.confirmDelete(name),
      labels: { confirm: M.delete, cancel: M.cancel },
      confirmProps: { color: 'red', 'data-testid': 'employee-delete-confirm' } as Record<string, string>,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(employee!.rut);
          notifySuccess(M.deleted);
          navigate(EMPLOYEES_PATH);
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        }
      },
    });

  return (
    <Stack gap="md">
      <BackLink />
      <PageHeader
        title={employee ? name : M.newTitle}
        description={employee ? displayRut(employee.rut) : M.listDescription}
      />
      {canWrite ? null : <ReadOnlyNote what={M.readOnlyForm} testId="employee-read-only" />}
      <form onSubmit={submit} noValidate data-testid="employee-form">
        <Stack gap="lg">
          <EmployeeFieldsets form={form} editing={employee !== null} disabled={!canWrite || pending} />
          <FormAlert message={error} testId="employee-form-error" />
          {canWrite ? (
            <Group justify="space-between">
              <Group gap="xs">
                <Button
                  type="submit"
                  loading={create.isPending || update.isPending}
                  data-testid="employee-save"
                >
                  {M.save}
                </Button>
                <Button component={Link} to={EMPLOYEES_PATH} variant="default">
                  {M.cancel}
                </Button>
              </Group>
              {employee && employee.status === 'working' ? (
                <Button variant="subtle" color="red" onClick={confirmDelete} data-testid="employee-delete">
                  {M.delete}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
