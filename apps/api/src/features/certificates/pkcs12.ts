// Reads a PKCS#12 (.pfx / .p12) file with node-forge: the legacy files Chilean certification
// authorities still issue (RC2-40 / 3DES, SHA-1 MAC) and modern ones (PBES2 with AES-256, SHA-256
// MAC, OpenSSL 3's default). The password is checked by opening the file: a wrong one fails the
// MAC or the decryption, and the holder's data come from the certificate that matches the key.
import { toCanonicalRut } from '@portal/domain';
import forge from 'node-forge';

/** Chilean certificates carry the holder's RUT as a subjectAltName otherName with this OID
 * (Decreto 181/2002, reglamento de la Ley 19.799; lib-cl-sii's SII_CERT_TITULAR_RUT_OID). */
export const RUT_OTHER_NAME_OID = '1.3.6.1.4.1.8321.1';
const SUBJECT_SERIAL_NUMBER_OID = '2.5.4.5';

export type Pkcs12Failure = 'not_pkcs12' | 'wrong_password' | 'no_key' | 'no_certificate';

export class Pkcs12Error extends Error {
  constructor(readonly reason: Pkcs12Failure) {
    super(reason);
  }
}

export type CertificateFacts = {
  holderName: string;
  holderRut: string | null;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
};

type Attr = { type?: string; shortName?: string; value?: unknown; valueTagClass?: number };

/** forge hands a UTF8String's bytes as a binary string; names with accents need decoding. */
function text(a: Attr | undefined): string | undefined {
  if (typeof a?.value !== 'string') return undefined;
  if (a.valueTagClass !== forge.asn1.Type.UTF8) return a.value;
  try {
    return forge.util.decodeUtf8(a.value);
  } catch {
    return a.value;
  }
}

const attr = (attrs: Attr[], short: string, oid?: string) =>
  text(attrs.find((a) => a.shortName === short || (oid && a.type === oid)));

/** A name's readable form: CN, else O, else the whole DN. */
function displayName(name: forge.pki.Certificate['subject']): string {
  const attrs = name.attributes as Attr[];
  const cn = attr(attrs, 'CN');
  if (cn?.trim()) return cn.trim();
  const o = attr(attrs, 'O');
  if (o?.trim()) return o.trim();
  return attrs.map((a) => `${a.shortName ?? a.type}=${text(a) ?? ''}`).join(', ');
}

/** The RUT in a subjectAltName otherName (OID 1.3.6.1.4.1.8321.1), read from the raw DER. */
function rutFromAltNames(cert: forge.pki.Certificate): string | null {
  const ext = cert.getExtension('subjectAltName') as { value?: string } | undefined;
  // forge keeps the extension's raw DER in `value` when it read it from a file.
  const der = ext?.value;
  if (typeof der !== 'string') return null;
  let names: forge.asn1.Asn1;
  try {
    names = forge.asn1.fromDer(der);
  } catch {
    return null;
  }
  for (const gn of (names.value as forge.asn1.Asn1[]) ?? []) {
    // otherName [0] { type-id OBJECT IDENTIFIER, value [0] EXPLICIT ANY }
    if (gn.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || gn.type !== 0) continue;
    const [oid, wrapped] = gn.value as forge.asn1.Asn1[];
    if (!oid || forge.asn1.derToOid(oid.value as string) !== RUT_OTHER_NAME_OID) continue;
    const inner = (wrapped?.value as forge.asn1.Asn1[] | undefined)?.[0];
    const rut = typeof inner?.value === 'string' ? toCanonicalRut(inner.value) : null;
    if (rut) return rut;
  }
  return null;
}

/** The RUT from the subject's serialNumber (some CAs put it there), when it is a valid RUT. */
function rutFromSubject(cert: forge.pki.Certificate): string | null {
  const attrs = cert.subject.attributes as Attr[];
  const serial = attr(attrs, 'serialNumber', SUBJECT_SERIAL_NUMBER_OID);
  return serial ? toCanonicalRut(serial) : null;
}

/** An RSA key's public half as PEM, to match the private key with its certificate. */
const publicKeyPem = (key: { n: forge.jsbn.BigInteger; e: forge.jsbn.BigInteger }) =>
  forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(key.n, key.e));

/**
 * Opens the file with its password and describes the certificate that belongs to its private key
 * (the others in the file are the issuer chain). Throws Pkcs12Error with the reason it failed.
 */
export function readPkcs12(bytes: Buffer, password: string): CertificateFacts {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw new Pkcs12Error('not_pkcs12');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    // The MAC check and the decryption are the password's tests; anything else is the format.
    if (/MAC could not be verified|Invalid password|decrypt|padding|Too few bytes/i.test(message)) {
      throw new Pkcs12Error('wrong_password');
    }
    throw new Pkcs12Error('not_pkcs12');
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keys = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(forge.pki.oids.keyBag!)]
    .map((b) => b.key)
    .filter((k): k is forge.pki.rsa.PrivateKey => Boolean(k));
  const certs = bagsOf(forge.pki.oids.certBag!)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));
  if (certs.length === 0) throw new Pkcs12Error('no_certificate');
  if (keys.length === 0) throw new Pkcs12Error('no_key');
  // The holder's certificate is the one whose public key matches the private key.
  const keyPem = publicKeyPem(keys[0]!);
  const cert = certs.find((c) => publicKeyPem(c.publicKey as forge.pki.rsa.PublicKey) === keyPem);
  if (!cert) throw new Pkcs12Error('no_key');
  return {
    holderName: displayName(cert.subject),
    holderRut: rutFromAltNames(cert) ?? rutFromSubject(cert),
    issuer: displayName(cert.issuer),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}
