// The taxes and paperwork screens, one step away from the entry like the sign-up ones:
// their lazy imports' lists of chunks (dates, dropzone, steppers…) live in this small chunk instead
// of the first screen's JavaScript (e2e/bundle-size.test.ts).
export const honorarium = () => import('../routes/honorarium');
export const certificate = () => import('../routes/digital-certificate');
export const credentials = () => import('../routes/my-credentials');
export const documents = () => import('../routes/documents');
export const f29Proposal = () => import('../routes/f29-proposal');
export const vatReport = () => import('../routes/vat-report');
export const vatReportHistory = () => import('../routes/vat-report-history');
export const myF29 = () => import('../routes/my-f29');
export const expenses = () => import('../routes/my-expenses');
export const payroll = () => import('../routes/payroll');
