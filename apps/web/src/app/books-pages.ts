// The bank and accounting screens, one step away from the entry like the sign-up
// and paperwork ones: their lazy imports' lists of chunks live in this small chunk instead of the
// first screen's JavaScript (e2e/bundle-size.test.ts).
export const bankAccounts = () => import('../routes/bank-accounts');
export const bankMovements = () => import('../routes/bank-movements');
export const conciliationTable = () => import('../routes/conciliation-table');
export const conciliate = () => import('../routes/conciliate');
export const conciliateSales = () => import('../routes/conciliate-sales');
export const conciliatePurchases = () => import('../routes/conciliate-purchases');
export const balance = () => import('../routes/accounting-balance');
export const ledger = () => import('../routes/accounting-ledger');
export const incomeStatement = () => import('../routes/income-statement');
export const resultEvolution = () => import('../routes/result-evolution');
export const accounts = () => import('../routes/accounting-accounts');
export const entries = () => import('../routes/accounting-entries');
