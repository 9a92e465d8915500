import { createHash, createPublicKey, createSign, type KeyObject, X509Certificate } from 'node:crypto';

// XML-DSig as the SII's schemas allow it (xmldsignature_v10.xsd): inclusive C14N 1.0, RSA-SHA1,
// SHA-1 digest, one Reference to the signed element by its ID, the RSA key and the certificate.

export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

/** Who signs: the private key and the DER certificate that carries its public half. */
export type XmlSigner = { privateKey: KeyObject; certificate: Buffer };

const NAMED: Record<string, string> = { quot: '"', apos: "'" };

/**
 * Canonical XML 1.0 of an element the writers built themselves (no comments, no CDATA, no
 * attribute beyond a plain ID, no redeclared prefixes): the declaration of its default namespace
 * on the apex (the one namespace in scope, inherited from the root), character references
 * replaced by their characters, line ends normalized, and &lt; &gt; &amp; kept as C14N writes them.
 */
export const canonicalElement = (xml: string, namespace: string): string => {
  const apex = /^<([A-Za-z]\w*)/.exec(xml);
  if (apex === null) throw new Error('canonicalElement: no empieza con un elemento');
  const withNs = `<${apex[1]} xmlns="${namespace}"${xml.slice(apex[0].length)}`;
  return withNs
    .replace(/\r\n?/g, '\n')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&(quot|apos);/g, (_, n: string) => NAMED[n]);
};

const b64 = (base64url: string): string => Buffer.from(base64url, 'base64url').toString('base64');

/** SignedInfo for a Reference to `#id` with the given digest, without its namespace declaration. */
const signedInfo = (id: string, digest: string): string =>
  `<SignedInfo><CanonicalizationMethod Algorithm="${C14N}"></CanonicalizationMethod><SignatureMethod Algorithm="${DSIG_NS}rsa-sha1"></SignatureMethod><Reference URI="#${id}"><DigestMethod Algorithm="${DSIG_NS}sha1"></DigestMethod><DigestValue>${digest}</DigestValue></Reference></SignedInfo>`;

/**
 * The <Signature> of an element: `canonical` is its canonical form (canonicalElement), `id` its
 * ID attribute. The signature follows the signed element in the document (not enveloped).
 */
export const signElement = (canonical: string, id: string, signer: XmlSigner): string => {
  const digest = createHash('sha1').update(canonical, 'utf8').digest('base64');
  const info = signedInfo(id, digest);
  const value = createSign('RSA-SHA1')
    .update(canonicalElement(info, DSIG_NS), 'utf8')
    .sign(signer.privateKey, 'base64');
  const cert = new X509Certificate(signer.certificate);
  const jwk = createPublicKey(signer.privateKey).export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || jwk.n === undefined || jwk.e === undefined)
    throw new Error('signElement: la firma del SII requiere una clave RSA');
  if (!cert.checkPrivateKey(signer.privateKey))
    throw new Error('signElement: el certificado no corresponde a la clave privada');
  return `<Signature xmlns="${DSIG_NS}">${info}<SignatureValue>${value}</SignatureValue><KeyInfo><KeyValue><RSAKeyValue><Modulus>${b64(jwk.n)}</Modulus><Exponent>${b64(jwk.e)}</Exponent></RSAKeyValue></KeyValue><X509Data><X509Certificate>${signer.certificate.toString('base64')}</X509Certificate></X509Data></KeyInfo></Signature>`;
};
