import { z } from 'zod';
import { formatThousands } from '@portal/domain';

// The business's digital certificate (spec invoices-collections-vat §3 "Business credential
// (certificate): file (.pfx) and password; response field business_credential"; §5 "Certificate
// file must be .pfx"; §8 the upload and delete texts). What the file says about itself travels;
// the file and its password never do once stored.

/** Multipart fields of the upload. */
export const CERTIFICATE_FILE_FIELD = 'file';
export const CERTIFICATE_PASSWORD_FIELD = 'password';
/** A PKCS#12 with a key and its chain is a few KB; 100 KB leaves room for long chains. */
export const CERTIFICATE_MAX_BYTES = 100 * 1024;
export const CERTIFICATE_PASSWORD_MAX = 200;
/** The spec's one allowed type (§9 "Allowed certificate type: .pfx"); .p12 is the same format. */
export const CERTIFICATE_EXTENSIONS = ['.pfx', '.p12'] as const;

/**
 * The most key-derivation iterations one count of a .pfx may ask for (its MAC's, or one encrypted
 * bag's). Opening the file runs its own counts, so the file decides what its check costs; real
 * certificates ask for far less (Windows' and OpenSSL's exports 2,000 and 2,048, Java's keytool 10,000).
 */
export const CERTIFICATE_MAX_ITERATIONS = 100_000;

export const CERTIFICATE_MESSAGES = {
  uploadError: 'Hubo un error subiendo el certificado',
  deleteError: 'Hubo un error eliminando el certificado',
  notPfx: 'El certificado debe ser un archivo .pfx (PKCS#12).',
  missingFile: 'Adjunta el archivo .pfx del certificado.',
  missingPassword: 'Escribe la contraseña del certificado.',
  passwordTooLong: `La contraseña del certificado tiene a lo más ${CERTIFICATE_PASSWORD_MAX} caracteres.`,
  wrongPassword: 'La contraseña no corresponde a este certificado. Revísala e inténtalo nuevamente.',
  unreadable: 'No pudimos leer el archivo: no es un certificado .pfx válido o está dañado.',
  noKey: 'El archivo no trae la clave privada del certificado; exporta el .pfx incluyendo la clave privada.',
  noCertificate: 'El archivo no trae ningún certificado.',
  tooCostly: `No aceptamos este archivo: pide un cálculo de claves mucho mayor que el de un certificado real (más de ${formatThousands(CERTIFICATE_MAX_ITERATIONS)} iteraciones). Expórtalo de nuevo desde tu navegador o tu sistema.`,
  tooLarge: 'El archivo del certificado pesa más de 100 KB; no parece un .pfx.',
  notFound: 'No encontramos ese certificado.',
  deleted: 'El certificado fue eliminado.',
  alreadyUploaded: 'La empresa ya tiene un certificado: elimínalo antes de subir otro.',
} as const;

/** not_yet_valid, valid, expiring (30 days or less left), expired: packages/domain certificateValidity. */
export const CERTIFICATE_VALIDITY = ['not_yet_valid', 'valid', 'expiring', 'expired'] as const;

export const businessCertificate = z.object({
  id: z.number().int(),
  holder_name: z.string(),
  /** The holder's RUT, canonical (12345678-9), when the certificate carries one. */
  holder_rut: z.string().nullable(),
  issuer: z.string(),
  /** ISO instants. */
  not_before: z.string(),
  not_after: z.string(),
  validity: z.enum(CERTIFICATE_VALIDITY),
  expired: z.boolean(),
  /** Whole days until not_after (negative once expired). */
  days_left: z.number().int(),
  file_name: z.string().nullable(),
  created_at: z.string(),
});
export type BusinessCertificate = z.infer<typeof businessCertificate>;

export const businessCertificateResponse = z.object({ business_credential: businessCertificate });
export type BusinessCertificateResponse = z.infer<typeof businessCertificateResponse>;

/** The list (spec §7 "a credentials list"): a business keeps at most one certificate. */
export const businessCertificatesResponse = z.object({
  business_credentials: z.array(businessCertificate).max(1),
});
export type BusinessCertificatesResponse = z.infer<typeof businessCertificatesResponse>;

/** The text fields of the multipart upload, checked once the parts are read. */
export const certificatePasswordField = z
  .string(CERTIFICATE_MESSAGES.missingPassword)
  .min(1, CERTIFICATE_MESSAGES.missingPassword)
  .max(CERTIFICATE_PASSWORD_MAX, CERTIFICATE_MESSAGES.passwordTooLong);

/** True when the file name ends in .pfx or .p12 (any case). */
export function hasCertificateExtension(name: string | null | undefined): boolean {
  const lower = (name ?? '').toLowerCase();
  return CERTIFICATE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}
