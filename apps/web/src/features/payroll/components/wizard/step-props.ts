// What every step of the wizard takes: the draft, its change, the field messages and the workers.
import type { CurrentPeriodResponse } from '@portal/contracts';
import type { Draft, DraftErrors } from '../../utils/draft';

export type StepProps = {
  draft: Draft;
  onChange: (next: Draft) => void;
  errors: DraftErrors;
  workers: CurrentPeriodResponse['workers'];
};
