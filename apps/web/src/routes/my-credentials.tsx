import { CredentialsPage } from '../features/credentials/components/credentials-page';

// /mis-datos/mis-credenciales (flag `credentials`).
export function Component() {
  return <CredentialsPage />;
}
