import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, guessMapping, mappingProblems, mappingRequest, toCsvMapping } from './csv-mapping';
import { formatAmount, movementDirection, openAmount } from './money';
import { readListUrl, writeListUrl } from '../../../lib/url-state/list-url';
import { MOVEMENTS_URL, searchBy } from './movement-url';
import { movementState } from './movement-state';
import { canConciliate, parsePesos, pickerSum } from './picker';
import { confidenceLabel, confidenceLevel, reasonLabel, reasonLabels } from './reasons';

describe('formatAmount', () => {
  it('shows pesos for CLP accounts', () => {
    expect(formatAmount(1234567, 'CLP')).toBe('$1.234.567');
    expect(formatAmount(-5000, 'CLP')).toBe('-$5.000');
    expect(formatAmount(0, 'CLP')).toBe('$0');
  });
  it('shows each currency with its ISO 4217 decimals and its code', () => {
    expect(formatAmount(123456, 'USD')).toBe('1.234,56 USD');
    expect(formatAmount(-5, 'EUR')).toBe('-0,05 EUR');
    expect(formatAmount(100, 'USD')).toBe('1,00 USD');
    expect(formatAmount(123456789, 'EUR')).toBe('1.234.567,89 EUR');
    expect(formatAmount(1500, 'JPY')).toBe('1.500 JPY');
    expect(formatAmount(125, 'BHD')).toBe('0,125 BHD');
    expect(formatAmount(7944315, 'CHF')).toBe('79.443,15 CHF');
  });
});

describe('movement amounts', () => {
  it('leaves what the reconciliations do not cover', () => {
    expect(openAmount({ amount: -150000, conciliated_amount: 100000 })).toBe(50000);
    expect(openAmount({ amount: 80000, conciliated_amount: 80000 })).toBe(0);
    expect(openAmount({ amount: 80000, conciliated_amount: 90000 })).toBe(0);
  });
  it('reads the direction from the sign', () => {
    expect(movementDirection(1)).toBe('income');
    expect(movementDirection(-1)).toBe('expense');
  });
});

describe('reasons', () => {
  it('says each reason in Spanish', () => {
    expect(reasonLabel('rut')).toBe('RUT en la glosa');
    expect(reasonLabel('folio')).toBe('Folio');
    expect(reasonLabel('exact_amount')).toBe('Monto exacto');
    expect(reasonLabel('amount_within_tolerance')).toBe('Monto con diferencia ≤ $2.000');
    expect(reasonLabel('several_documents')).toBe('Varias facturas');
    expect(reasonLabel('ambiguous')).toBe('Hay otras opciones parecidas');
    expect(reasonLabel('partial')).toBe('Abono parcial');
    expect(reasonLabel('name')).toBe('Nombre');
    expect(reasonLabel('date')).toBe('Fecha');
  });
  it('keeps an unknown reason readable and drops repeats', () => {
    expect(reasonLabel('same_reference')).toBe('same reference');
    expect(reasonLabels(['rut', 'folio', 'rut'])).toEqual(['RUT en la glosa', 'Folio']);
  });
  it('shows the confidence as a percentage and a level', () => {
    expect(confidenceLabel(0.874)).toBe('87 %');
    expect(confidenceLabel(1.2)).toBe('100 %');
    expect(confidenceLevel(0.8)).toBe('high');
    expect(confidenceLevel(0.5)).toBe('medium');
    expect(confidenceLevel(0.49)).toBe('low');
  });
});

describe('CSV mapping', () => {
  it('guesses the columns of a usual cartola', () => {
    const g = guessMapping(['Fecha', 'Descripción', 'N° Documento', 'Cargos', 'Abonos', 'Saldo']);
    expect(g).toMatchObject({
      dateColumn: 'Fecha',
      descriptionColumn: 'Descripción',
      amountMode: 'split',
      amountColumn: '',
      debitColumn: 'Cargos',
      creditColumn: 'Abonos',
      balanceColumn: 'Saldo',
      referenceColumn: 'N° Documento',
    });
    expect(guessMapping(['date', 'detalle', 'monto'])).toMatchObject({
      amountMode: 'single',
      amountColumn: 'monto',
      descriptionColumn: 'detalle',
    });
  });
  it('sends one amount form and only the chosen columns', () => {
    const single = {
      ...EMPTY_MAPPING,
      dateColumn: 'Fecha',
      descriptionColumn: 'Glosa',
      amountColumn: 'Monto',
    };
    expect(toCsvMapping(single)).toEqual({
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Glosa',
      amountColumn: 'Monto',
      numberStyle: 'cl',
    });
    const split = {
      ...single,
      amountMode: 'split' as const,
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      balanceColumn: 'Saldo',
      delimiter: ';' as const,
      dateFormat: 'YYYY-MM-DD' as const,
      numberStyle: 'us' as const,
    };
    expect(toCsvMapping(split)).toEqual({
      delimiter: ';',
      dateColumn: 'Fecha',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 'Glosa',
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      balanceColumn: 'Saldo',
      numberStyle: 'us',
    });
    expect(mappingRequest(single)).toEqual({
      mapping:
        '{"dateColumn":"Fecha","dateFormat":"DD/MM/YYYY","descriptionColumn":"Glosa","numberStyle":"cl","amountColumn":"Monto"}',
    });
  });
  it('sends a preset alone and lists what is missing', () => {
    expect(mappingRequest({ ...EMPTY_MAPPING, preset: 'bancoestado' })).toEqual({ preset: 'bancoestado' });
    expect(mappingProblems({ ...EMPTY_MAPPING, preset: 'bancoestado' })).toEqual([]);
    expect(mappingProblems(EMPTY_MAPPING)).toEqual(['date', 'description', 'amount']);
    expect(
      mappingProblems({
        ...EMPTY_MAPPING,
        dateColumn: 'F',
        descriptionColumn: 'G',
        amountMode: 'split',
        debitColumn: 'C',
      }),
    ).toEqual(['debitCredit']);
  });
});

describe('picker sum', () => {
  it('adds the chosen documents against what is left of the movement', () => {
    const s = pickerSum(100000, [
      { id: 1, total: 60000, partial: null },
      { id: 2, total: 30000, partial: null },
    ]);
    expect(s).toEqual({ sum: 90000, remaining: 10000, state: 'under', amounts: undefined, invalid: [] });
    expect(canConciliate(s)).toBe(true);
  });
  it('sends every amount when one is partial, in the ids order', () => {
    const s = pickerSum(100000, [
      { id: 1, total: 60000, partial: null },
      { id: 2, total: 80000, partial: 40000 },
    ]);
    expect(s).toMatchObject({ sum: 100000, remaining: 0, state: 'exact', amounts: [60000, 40000] });
    expect(canConciliate(s)).toBe(true);
  });
  it('lets the server cap whole documents but refuses typed amounts over the movement', () => {
    const whole = pickerSum(50000, [{ id: 1, total: 70000, partial: null }]);
    expect(whole).toMatchObject({ remaining: -20000, state: 'over' });
    expect(canConciliate(whole)).toBe(true);
    const typed = pickerSum(50000, [{ id: 1, total: 70000, partial: 60000 }]);
    expect(canConciliate(typed)).toBe(false);
  });
  it('refuses nothing chosen and partials above the document', () => {
    expect(canConciliate(pickerSum(1000, []))).toBe(false);
    const bad = pickerSum(100000, [{ id: 9, total: 5000, partial: 6000 }]);
    expect(bad.invalid).toEqual([9]);
    expect(canConciliate(bad)).toBe(false);
  });
  it('reads typed pesos', () => {
    expect(parsePesos('150.000')).toBe(150000);
    expect(parsePesos('$ 1.500')).toBe(1500);
    expect(parsePesos('')).toBeNull();
    expect(parsePesos('12,5')).toBeNull();
  });
});

describe('movement filters', () => {
  it('reads the URL and sends search_by with only what is set', () => {
    const f = readListUrl(
      MOVEMENTS_URL,
      new URLSearchParams('cuenta=3&tipo=expense&estado=suggested&dias=30&buscar=arriendo&pagina=2'),
    );
    expect(f.page).toBe(2);
    expect(searchBy(f)).toEqual({
      bm_account_id: 3,
      type_amount: 'expense',
      type_conciliated: 'suggested',
      post_date_since: 30,
      search: 'arriendo',
    });
    expect(writeListUrl(MOVEMENTS_URL, f).toString()).toBe(
      'cuenta=3&tipo=expense&estado=suggested&dias=30&buscar=arriendo&pagina=2',
    );
  });
  it('ignores values it does not offer', () => {
    const f = readListUrl(MOVEMENTS_URL, new URLSearchParams('tipo=x&estado=y&dias=45&pagina=0'));
    expect(searchBy(f)).toEqual({});
    expect(f.page).toBe(1);
  });
  it('tells the state of a movement', () => {
    const base = { conciliated: false, conciliated_amount: 0, suggestions_count: 0, bm_conciliations: [] };
    expect(movementState(base)).toBe('unconciliated');
    expect(movementState({ ...base, suggestions_count: 2 })).toBe('suggested');
    expect(movementState({ ...base, conciliated_amount: 10 })).toBe('partial');
    expect(movementState({ ...base, conciliated: true })).toBe('conciliated');
    expect(movementState({ ...base, conciliated: true, bm_conciliations: [{ automatic: true }] })).toBe(
      'automatic',
    );
    expect(
      movementState({
        ...base,
        conciliated: true,
        bm_conciliations: [{ automatic: true }, { automatic: false }],
      }),
    ).toBe('conciliated');
  });
});
