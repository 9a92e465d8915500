import { CertificatePage } from '../features/certificates/components/certificate-page';

// /configuracion/certificado-digital (flag `certificates`: inactive by the spec, on for the demo).
export function Component() {
  return <CertificatePage />;
}
