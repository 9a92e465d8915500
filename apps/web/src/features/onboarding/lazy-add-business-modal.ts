// Front door for the add-business modal the user menu loads with import(): a file of its own so it
// stays a chunk apart from the sign-in form's hint.
export { default } from './components/add-business-modal';
