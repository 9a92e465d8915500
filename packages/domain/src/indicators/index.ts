// Economic indicators and dated parameters: the UF, the IPC, the ingreso mínimo, the topes
// imponibles, the pension rates, the asignación familiar and the income-tax tables, each value with
// its period and source. The UTM is in ../f29/utm.ts (the F29 was its first user).
export * from './caps';
export * from './catalog';
export * from './dated';
export * from './family-allowance';
export * from './income-tax';
export * from './ipc';
export * from './minimum-wage';
export * from './pension-rates';
export * from './payroll-rates';
export * from './series';
export * from './uf';
