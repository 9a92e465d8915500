/** The props of a NumberInput of whole pesos ($ 1.234.567), the same in every form. */
export const PESO_INPUT = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  allowDecimal: false,
  allowNegative: false,
  prefix: '$ ',
  min: 0,
  max: 999_999_999_999,
  hideControls: true,
} as const;
