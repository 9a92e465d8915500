import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VatDocument } from '@portal/contracts';
import { WIZARD_MSG } from '../messages';
import type { WizardValues } from '../utils/wizard';
import { FilePicker } from './file-picker';
import { COUNT, PESOS } from './inputs';

/** Step 3: cigarettes, fixed assets (with their invoices), exempt sales, and the F29's other items. */
export function StepOther({
  form,
  savedAssets,
  assetFiles,
  onAssetFiles,
  canDelete,
}: {
  form: UseFormReturnType<WizardValues>;
  savedAssets: readonly VatDocument[];
  assetFiles: readonly File[];
  onAssetFiles: (files: File[]) => void;
  canDelete: boolean;
}) {
  const v = form.values;
  const check = (k: keyof WizardValues) => form.getInputProps(k, { type: 'checkbox' });
  return (
    <Stack gap="lg" maw={640}>
      <Switch label={WIZARD_MSG.sellCigarettes} data-testid="sell-cigarettes" {...check('sell_cigarettes')} />
      {v.sell_cigarettes && (
        <NumberInput
          {...PESOS}
          label={WIZARD_MSG.cigarettesAmount}
          maw={300}
          data-testid="cigarettes-amount"
          {...form.getInputProps('cigarettes_amount')}
        />
      )}
      <Switch label={WIZARD_MSG.fixedAssets} data-testid="fixed-assets" {...check('fixed_assets')} />
      {v.fixed_assets && (
        <FilePicker
          label={WIZARD_MSG.fixedAssetFiles}
          saved={savedAssets}
          files={assetFiles}
          onChange={onAssetFiles}
          canDelete={canDelete}
          testId="fixed-asset-files"
        />
      )}
      <Switch label={WIZARD_MSG.exemptSales} data-testid="exempt-sales" {...check('exempt_sales')} />
      {v.exempt_sales && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            {...PESOS}
            label={WIZARD_MSG.exemptAmount}
            data-testid="exempt-amount"
            {...form.getInputProps('exempt_sales_amount')}
          />
          <NumberInput
            {...COUNT}
            label={WIZARD_MSG.exemptCount}
            data-testid="exempt-count"
            {...form.getInputProps('exempt_sales_document_count')}
          />
        </SimpleGrid>
      )}
      <Switch label={WIZARD_MSG.ivaPostpone} {...check('iva_postpone')} />
      <Switch label={WIZARD_MSG.ppmPayment} {...check('ppm_payment')} />
      <Switch label={WIZARD_MSG.jobTickets} {...check('job_tickets')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          {...PESOS}
          label={WIZARD_MSG.uniqueTax}
          data-testid="unique-tax"
          {...form.getInputProps('unique_tax')}
        />
        <NumberInput
          {...PESOS}
          label={WIZARD_MSG.solidarityLoan}
          {...form.getInputProps('solidarity_loan_retention')}
        />
      </SimpleGrid>
    </Stack>
  );
}
