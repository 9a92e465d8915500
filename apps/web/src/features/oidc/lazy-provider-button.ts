// Front door for the one oidc module the sign-in form loads with import() ("Ingresar con …"): a file
// of its own so the chunk holds that button alone, never the rest of a front door.
export { default } from './components/provider-button';
