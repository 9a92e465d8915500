// Front door for the sign-up hint the sign-in form loads with import(): a file of its own so the chunk
// holds the hint alone (the first screen's budget), not the add-business modal.
export { default } from './components/sign-up-hint';
