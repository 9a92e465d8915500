import { PESO_INPUT } from '../../../components/ui/peso-input';
// Number inputs of the wizard: pesos with Chile's separators, and counts; both whole and ≥ 0.
export const PESOS = { ...PESO_INPUT, inputMode: 'numeric' } as const;

export const COUNT = {
  thousandSeparator: '.',
  // Must differ from the thousands separator (react-number-format refuses equal ones).
  decimalSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  max: 9_999_999_999,
  hideControls: true,
  inputMode: 'numeric',
} as const;
