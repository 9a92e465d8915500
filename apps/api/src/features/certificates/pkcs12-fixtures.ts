// Generates PKCS#12 files for tests and the demo, so they need nothing from ../shared: a
// self-signed certificate for a Chilean holder, its RUT where SII-accepted certificates carry it
// (subjectAltName otherName 1.3.6.1.4.1.8321.1, or the subject's serialNumber), encrypted with the
// legacy 3DES or the modern AES-256.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { RUT_OTHER_NAME_OID } from './pkcs12';

export type Pkcs12Options = {
  holderName: string;
  rut?: string;
  /** Where the RUT goes: the altName otherName (default) or the subject's serialNumber. */
  rutIn?: 'altName' | 'serialNumber';
  issuer?: string;
  notBefore: Date;
  notAfter: Date;
  password: string;
  algorithm: '3des' | 'aes256';
  /** Leave the private key out (an export without the key). */
  withoutKey?: boolean;
  /** The key-derivation iterations of the MAC and the key bag (forge uses one for both). */
  count?: number;
};

function rutAltName(rut: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(RUT_OTHER_NAME_OID).getBytes()),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.IA5STRING, false, rut),
      ]),
    ]),
  ]);
}

/** Names with accents travel as UTF8String, as Chilean CAs issue them. */
const utf8Field = (shortName: string, value: string): forge.pki.CertificateField =>
  ({ shortName, value, valueTagClass: forge.asn1.Type.UTF8 }) as never;

export function makePkcs12(o: Pkcs12Options): Buffer {
  // Node makes the key (forge's pure-JS RSA generation takes seconds); forge builds the rest.
  const { privateKey: pem } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(pem.export({ type: 'pkcs8', format: 'pem' }).toString());
  const rsa = privateKey as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(rsa.n, rsa.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = o.notBefore;
  cert.validity.notAfter = o.notAfter;
  const subject: forge.pki.CertificateField[] = [
    utf8Field('CN', o.holderName),
    { shortName: 'C', value: 'CL' },
  ];
  if (o.rut && o.rutIn === 'serialNumber') subject.push({ name: 'serialNumber', value: o.rut });
  cert.setSubject(subject);
  cert.setIssuer([utf8Field('CN', o.issuer ?? o.holderName), { shortName: 'C', value: 'CL' }]);
  const extensions: object[] = [{ name: 'basicConstraints', cA: false }];
  if (o.rut && o.rutIn !== 'serialNumber')
    extensions.push({ name: 'subjectAltName', value: rutAltName(o.rut) });
  cert.setExtensions(extensions);
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(o.withoutKey ? null : privateKey, [cert], o.password, {
    algorithm: o.algorithm,
    ...(o.algorithm === 'aes256' ? { saltSize: 16, count: 2048 } : {}),
    ...(o.count ? { count: o.count } : {}),
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

type Node = forge.asn1.Asn1;
const kids = (n: Node) => n.value as Node[];
const integer = (n: number) =>
  forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.INTEGER,
    false,
    forge.asn1.integerToDer(n).getBytes(),
  );
const reparse = (octets: Node) => forge.asn1.fromDer(octets.value as string);
const reencode = (octets: Node, inner: Node) => {
  octets.value = forge.asn1.toDer(inner).getBytes();
};

/**
 * A hostile copy of a PKCS#12 file: its MAC's iteration count and/or every shrouded key's set to
 * the given numbers, written into the ASN.1 as an attacker would (a changed key count breaks the
 * MAC, so the MAC is then dropped unless a MAC count is asked for too; RFC 7292 makes it optional).
 */
export function withIterationCounts(bytes: Buffer, counts: { mac?: number; keys?: number }): Buffer {
  const pfx = forge.asn1.fromDer(bytes.toString('binary'));
  if (counts.keys !== undefined) {
    const authOctets = kids(kids(kids(pfx)[1]!)[1]!)[0]!;
    const safes = reparse(authOctets);
    for (const info of kids(safes)) {
      if (forge.asn1.derToOid(kids(info)[0]!.value as string) !== forge.pki.oids.data) continue;
      const octets = kids(kids(info)[1]!)[0]!;
      const contents = reparse(octets);
      for (const bag of kids(contents)) {
        if (forge.asn1.derToOid(kids(bag)[0]!.value as string) !== forge.pki.oids.pkcs8ShroudedKeyBag)
          continue;
        const alg = kids(kids(kids(bag)[1]!)[0]!)[0]!;
        const [id, params] = kids(alg);
        const pbes2 = forge.asn1.derToOid(id!.value as string) === forge.pki.oids.pkcs5PBES2;
        // PBES1: params { salt, iterations }; PBES2: params { kdf { pbkdf2, { salt, iterations, … } }, scheme }.
        const holder = pbes2 ? kids(kids(kids(params!)[0]!)[1]!) : kids(params!);
        holder[1] = integer(counts.keys);
      }
      reencode(octets, contents);
    }
    reencode(authOctets, safes);
    if (counts.mac === undefined) (pfx.value as Node[]).length = 2;
  }
  if (counts.mac !== undefined) kids(kids(pfx)[2]!)[2] = integer(counts.mac);
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
}
