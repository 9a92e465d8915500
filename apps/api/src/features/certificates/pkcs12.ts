// Reads a PKCS#12 (.pfx / .p12) file with node-forge: the legacy files Chilean certification
// authorities still issue (RC2-40 / 3DES, SHA-1 MAC) and modern ones (PBES2 with AES-256, SHA-256
// MAC, OpenSSL 3's default). The password is checked by opening the file: a wrong one fails the
// MAC or the decryption, and the holder's data come from the certificate that matches the key.
import { CERTIFICATE_MAX_ITERATIONS } from '@portal/contracts';
import { toCanonicalRut } from '@portal/domain';
import forge from 'node-forge';

/** Chilean certificates carry the holder's RUT as a subjectAltName otherName with this OID
 * (Decreto 181/2002, reglamento de la Ley 19.799; lib-cl-sii's SII_CERT_TITULAR_RUT_OID). */
export const RUT_OTHER_NAME_OID = '1.3.6.1.4.1.8321.1';
const SUBJECT_SERIAL_NUMBER_OID = '2.5.4.5';

export type Pkcs12Failure = 'not_pkcs12' | 'wrong_password' | 'no_key' | 'no_certificate' | 'too_costly';

/**
 * The caps on the key derivation a file asks for, per count (CERTIFICATE_MAX_ITERATIONS, the MAC's
 * or one encrypted bag's) and all of them together. The password is checked by deriving keys with
 * the file's own counts, so these are read from the ASN.1 before any key is derived.
 */
export const MAX_PKCS12_ITERATIONS = CERTIFICATE_MAX_ITERATIONS;
export const MAX_PKCS12_TOTAL_ITERATIONS = 1.5 * CERTIFICATE_MAX_ITERATIONS;

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

const PBES2 = '1.2.840.113549.1.5.13';
const PBKDF2 = '1.2.840.113549.1.5.12';
const DATA = '1.2.840.113549.1.7.1';
const ENCRYPTED_DATA = '1.2.840.113549.1.7.6';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const SAFE_CONTENTS_BAG = '1.2.840.113549.1.12.10.1.6';
/** PKCS#12 PBE (RFC 7292 App. C) and PKCS#5 PBES1 (RFC 8018 §6.1): params { salt, iterations }. */
const isPbes1 = (oid: string) =>
  oid.startsWith('1.2.840.113549.1.12.1.') || /^1\.2\.840\.113549\.1\.5\.(1|3|4|6|10|11)$/.test(oid);

type Node = forge.asn1.Asn1;
const children = (n: Node | undefined): Node[] => (Array.isArray(n?.value) ? (n.value as Node[]) : []);
const oidOf = (n: Node | undefined): string | null => {
  if (!n || n.type !== forge.asn1.Type.OID || typeof n.value !== 'string') return null;
  try {
    return forge.asn1.derToOid(n.value);
  } catch {
    return null;
  }
};
/** An INTEGER's value; one over 2^31 (or negative) answers Infinity: it is over any cap anyway. */
function count(n: Node | undefined): number {
  if (!n || n.type !== forge.asn1.Type.INTEGER || typeof n.value !== 'string' || n.value.length === 0)
    return Number.POSITIVE_INFINITY;
  if (n.value.length > 4 || n.value.charCodeAt(0) & 0x80) return Number.POSITIVE_INFINITY;
  let v = 0;
  for (let i = 0; i < n.value.length; i++) v = v * 256 + n.value.charCodeAt(i);
  return v;
}
/** An OCTET STRING's bytes, joined when it is BER's constructed form. */
function octets(n: Node | undefined): string | null {
  if (!n || n.type !== forge.asn1.Type.OCTETSTRING) return null;
  if (typeof n.value === 'string') return n.value;
  const parts = children(n).map(octets);
  return parts.every((p) => p !== null) ? parts.join('') : null;
}
const parse = (der: string): Node | null => {
  try {
    // Lenient (BER's indefinite lengths, as some Windows exports carry); forge then rejects what it cannot read.
    return forge.asn1.fromDer(forge.util.createBuffer(der), false);
  } catch {
    return null;
  }
};

/** An AlgorithmIdentifier's iteration count: a PBES1 scheme's or a PBES2's PBKDF2's; null for another. */
function algorithmIterations(alg: Node | undefined): number | null {
  const [id, params] = children(alg);
  const oid = oidOf(id);
  if (!oid) return null;
  if (isPbes1(oid)) return count(children(params)[1]);
  if (oid === PBES2) {
    const [kdf] = children(params);
    const [kdfId, kdfParams] = children(kdf);
    if (oidOf(kdfId) === PBKDF2) return count(children(kdfParams)[1]);
  }
  return null;
}

/** The iteration counts of a SafeContents' shrouded keys (and of nested SafeContents). */
function bagIterations(safeContents: Node | null, into: number[], depth = 0): void {
  if (!safeContents || depth > 4) return;
  for (const bag of children(safeContents)) {
    const [id, wrapped] = children(bag);
    const oid = oidOf(id);
    const value = children(wrapped)[0];
    if (oid === SHROUDED_KEY_BAG) {
      const n = algorithmIterations(children(value)[0]);
      if (n !== null) into.push(n);
    } else if (oid === SAFE_CONTENTS_BAG) bagIterations(value ?? null, into, depth + 1);
  }
}

/**
 * Every key-derivation iteration count the file states where it can be read without a key: the
 * MAC's (RFC 7292 §4: iterations DEFAULT 1), each encrypted content's and each shrouded key's.
 * Null when the bytes are not a PFX. (Bags inside encrypted contents only show once decrypted;
 * the worker's time limit bounds those.)
 */
export function pkcs12Iterations(bytes: Uint8Array): number[] | null {
  const pfx = parse(Buffer.from(bytes).toString('binary'));
  const [version, authSafe, macData] = children(pfx ?? undefined);
  if (!version || !authSafe) return null;
  const counts: number[] = [];
  if (macData) {
    const iterations = children(macData)[2];
    counts.push(iterations ? count(iterations) : 1);
  }
  const [authType, authContent] = children(authSafe);
  if (oidOf(authType) !== DATA) return counts;
  const authDer = octets(children(authContent)[0]);
  const safes = authDer === null ? null : parse(authDer);
  for (const info of children(safes ?? undefined)) {
    const [type, content] = children(info);
    const oid = oidOf(type);
    const inner = children(content)[0];
    if (oid === DATA) {
      const der = octets(inner);
      bagIterations(der === null ? null : parse(der), counts);
    } else if (oid === ENCRYPTED_DATA) {
      // EncryptedData { version, EncryptedContentInfo { contentType, algorithm, [0] content } }
      const n = algorithmIterations(children(children(inner)[1])[1]);
      if (n !== null) counts.push(n);
    }
  }
  return counts;
}

/** Refuses a file whose stated iteration counts would cost more than the caps to check. */
export function checkPkcs12Cost(bytes: Uint8Array): void {
  const counts = pkcs12Iterations(bytes);
  if (counts === null) throw new Pkcs12Error('not_pkcs12');
  const total = counts.reduce((a, b) => a + b, 0);
  if (counts.some((c) => c > MAX_PKCS12_ITERATIONS) || total > MAX_PKCS12_TOTAL_ITERATIONS)
    throw new Pkcs12Error('too_costly');
}

/**
 * Opens the file with its password and describes the certificate that belongs to its private key
 * (the others in the file are the issuer chain). Throws Pkcs12Error with the reason it failed.
 */
export function readPkcs12(bytes: Buffer, password: string): CertificateFacts {
  checkPkcs12Cost(bytes);
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
