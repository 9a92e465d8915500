// The services a Chilean small business keeps a login for, and the rule that warns before its
// digital certificate expires.
//
// Credential names are stored as written here: other areas look a credential up by name (the F29
// automatic mode needs the business's 'SII' clave tributaria), so a name is never translated or
// re-cased once saved.

export type CredentialNameEntry = {
  /** The stored value (business_credentials.name). */
  name: string;
  /** What the screen calls it. */
  label: string;
  /** What the service calls the username field. */
  usernameLabel: string;
  /** What the service calls the secret field. */
  secretLabel: string;
};

export const SII_CREDENTIAL_NAME = 'SII';

export const CREDENTIAL_NAMES: readonly CredentialNameEntry[] = [
  // SII: "Clave Tributaria", entered with the RUT of the taxpayer (sii.cl, "Autenticarse").
  {
    name: SII_CREDENTIAL_NAME,
    label: 'SII (clave tributaria)',
    usernameLabel: 'RUT',
    secretLabel: 'Clave tributaria',
  },
  // Previred: declaration and payment of social-security contributions; RUT and "Clave Previred".
  { name: 'Previred', label: 'Previred', usernameLabel: 'RUT', secretLabel: 'Clave Previred' },
  // Mutual de seguridad (Ley 16.744): the employer's portal of its mutual (ACHS, Mutual CChC, IST).
  { name: 'Mutual', label: 'Mutual de seguridad', usernameLabel: 'RUT', secretLabel: 'Clave' },
  // AFC: Administradora de Fondos de Cesantía, the employer's portal.
  { name: 'AFC', label: 'AFC (seguro de cesantía)', usernameLabel: 'RUT', secretLabel: 'Clave' },
  // Caja de compensación (CCAF): Los Andes, La Araucana, 18 de Septiembre, Los Héroes.
  { name: 'CCAF', label: 'Caja de compensación', usernameLabel: 'RUT', secretLabel: 'Clave' },
  // Dirección del Trabajo: "Mi DT", with the ClaveÚnica's RUT.
  {
    name: 'Dirección del Trabajo',
    label: 'Dirección del Trabajo',
    usernameLabel: 'RUT',
    secretLabel: 'Clave',
  },
  // Tesorería General de la República: tax payments and refunds.
  { name: 'TGR', label: 'Tesorería (TGR)', usernameLabel: 'RUT', secretLabel: 'Clave' },
];

export const CREDENTIAL_NAME_VALUES = CREDENTIAL_NAMES.map((c) => c.name) as [string, ...string[]];

export function credentialNameEntry(name: string): CredentialNameEntry | undefined {
  return CREDENTIAL_NAMES.find((c) => c.name === name);
}

/** Days before a certificate's expiry from which the portal warns. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type CertificateValidity = 'not_yet_valid' | 'valid' | 'expiring' | 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a certificate stands at `now`: expired once its notAfter instant has passed; expiring when
 * it ends within CERTIFICATE_WARNING_DAYS × 24 h; not yet valid before notBefore.
 */
export function certificateValidity(notBefore: Date, notAfter: Date, now: Date): CertificateValidity {
  if (now.getTime() > notAfter.getTime()) return 'expired';
  if (now.getTime() < notBefore.getTime()) return 'not_yet_valid';
  if (notAfter.getTime() - now.getTime() <= CERTIFICATE_WARNING_DAYS * DAY_MS) return 'expiring';
  return 'valid';
}

/** Whole days left until notAfter (0 on its last day, negative once expired). */
export function certificateDaysLeft(notAfter: Date, now: Date): number {
  return Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS);
}
