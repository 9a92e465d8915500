// The operator's indicators page (/operador/indicadores), in Spanish (Chile).

export const INDICATORS_MSG = {
  title: 'Indicadores',
  intro:
    'UTM, UF e IPC con su fuente y su vigencia, y los parámetros fechados que usa el portal. Un valor cuenta solo si está confirmado.',
  jobsLink: 'Cola de trabajos',
  notOperatorTitle: 'Sección no disponible',
  service: (name: string, official: boolean, seconds: number) =>
    `Servicio: ${name}${official ? ' (oficial)' : ' (no oficial)'}, ${
      seconds === 0
        ? 'solo cuando lo pides'
        : seconds === 86_400
          ? 'cada día'
          : `cada ${Math.round(seconds / 3600)} h`
    }.`,
  noService: 'Sin servicio de indicadores (INDICATORS_SOURCE): los valores nuevos se ingresan a mano.',
  refresh: 'Actualizar ahora',
  lastRefresh: 'Última actualización',
  neverRefreshed: 'Aún no hay actualizaciones.',
  refreshOk: (written: number, unconfirmed: number) =>
    `${written === 1 ? '1 valor nuevo' : `${written} valores nuevos`}${unconfirmed ? `, ${unconfirmed} sin confirmar` : ''}`,
  fresh: 'Al día',
  stale: (expected: string) => `Falta ${expected}`,
  latest: 'Valor en uso',
  none: 'Sin valor',
  columns: { date: 'Fecha', value: 'Valor', origin: 'Origen', state: 'Estado', source: 'Fuente' },
  origin: { table: 'Tabla del portal', service: 'Servicio', operator: 'Operador' } as Record<string, string>,
  used: 'En uso',
  replaced: 'Reemplazado',
  unconfirmed: 'Sin confirmar',
  parametersTitle: 'Parámetros fechados',
  parameterColumns: {
    name: 'Parámetro',
    current: 'Vigente hoy',
    since: 'Desde',
    until: 'Hasta',
    source: 'Fuente',
  },
  noCurrent: 'Sin valor vigente: el portal no lo conoce para hoy.',
  openEnded: 'sin término',
  enterTitle: 'Ingresar un valor',
  enterIntro:
    'Usa el valor que publicó el SII (UTM), el Banco Central o la CMF (UF) o el INE (IPC) e indica dónde lo leíste. Queda confirmado y reemplaza al de la tabla.',
  indicator: 'Indicador',
  date: 'Fecha',
  dateHint: 'UTM e IPC: el primer día del mes (AAAA-MM-01).',
  value: 'Valor',
  source: 'Fuente',
  save: 'Guardar valor',
} as const;
