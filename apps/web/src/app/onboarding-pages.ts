// The sign-up screens' loaders, one step away from the entry: a lazy import made from the entry
// lists every chunk the screen needs (Stepper, PinInput, Select, …) in the first screen's
// JavaScript; made from here, that list lives in this small chunk instead (e2e/bundle-size.test.ts).
export const onboarding = () => import('../routes/onboarding');
export const token = () => import('../routes/onboarding').then((m) => ({ Component: m.TokenPage }));
export const plan = () => import('../routes/my-business').then((m) => ({ Component: m.CompletePage }));
