import { describe, expect, it } from 'vitest';
import {
  SUMMARY_STEP,
  firstStepWithError,
  initialValues,
  nextStep,
  previousStep,
  toBody,
  validateValues,
} from './wizard';

describe('the wizard body', () => {
  it('sends only the five fields without movements, whatever else was filled', () => {
    const v = { ...initialValues('2026-10'), without_movements: true, has_tbk: true, tbk_amount: 5 as const };
    expect(toBody(v, 7)).toEqual({
      accounting_month: 10,
      accounting_year: 2026,
      business_id: 7,
      source: 'web',
      without_movements: true,
    });
    expect(validateValues(v, 7)).toEqual({});
  });

  it('sends the full field set with movements, zero for what a switched-off item holds', () => {
    const v = {
      ...initialValues('2026-10'),
      has_tbk: false,
      tbk_amount: 900 as number,
      unique_tax: '' as const,
    };
    const body = toBody(v, 7);
    expect(Object.keys(body)).toHaveLength(26);
    expect(body).toMatchObject({ tbk_amount: 0, unique_tax: 0, who_pays: 'client', ticket_type: 'none' });
  });

  it('maps the contract’s cross-field checks to the step that holds the field', () => {
    const v = {
      ...initialValues('2026-10'),
      ticket_type: 'paper' as const,
      initial_ticket_number: 30,
      final_ticket_number: 10,
      manual_tickets_amount: 1000,
    };
    const errors = validateValues(v, 7);
    expect(errors.final_ticket_number).toBe('El primer número de boleta no puede ser mayor que el último.');
    expect(firstStepWithError(errors)).toBe(1);
    const cig = validateValues({ ...initialValues('2026-10'), sell_cigarettes: true }, 7);
    expect(cig.cigarettes_amount).toBe('Indica el monto de las ventas de cigarrillos.');
    expect(firstStepWithError(cig)).toBe(2);
  });

  it('goes from the period straight to the summary without movements, and back', () => {
    expect(nextStep(0, true)).toBe(SUMMARY_STEP);
    expect(previousStep(SUMMARY_STEP, true)).toBe(0);
    expect(nextStep(0, false)).toBe(1);
    expect(previousStep(SUMMARY_STEP, false)).toBe(3);
  });
});
