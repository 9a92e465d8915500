// Spanish plurals by the language's own rule (Intl.PluralRules), so no message writes "1 facturas".
const rules = new Intl.PluralRules('es-CL');

export type PluralForms = { one: string; other: string };

/** The form for `count` with `{n}` replaced by the count as Chile writes it (1.234). */
export function plural(count: number, forms: PluralForms): string {
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('{n}', count.toLocaleString('es-CL'));
}
