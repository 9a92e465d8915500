import { X509Certificate, createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { parseLibroCompraVenta } from './iecv-parse';
import { writeLibroCompraVenta } from './iecv-write';
import { BUSINESS_RUT, handMadePurchases } from './test-docs';
import type { SiiDirection, SiiDocument } from './types';
import type { XmlSigner } from './xml-sign';

// The book writer against the SII's own schema (packages/sii/schemas, LibroCV_v10.xsd and what it
// imports), validated by libxml2 (xmllint-wasm): a writer and a reader that agreed on a wrong
// layout would pass every round trip and fail here.

const SCHEMAS = [
  'LibroCV_v10.xsd',
  'LceCoCertif_v10.xsd',
  'LceCal_v10.xsd',
  'LceSiiTypes_v10.xsd',
  'xmldsignature_v10.xsd',
];
const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(fileURLToPath(new URL(`../schemas/${name}`, import.meta.url))),
});
const [main, ...preload] = SCHEMAS.map(schemaFile);

const validate = (xml: Buffer) =>
  validateXML({ xml: [{ fileName: 'libro.xml', contents: xml }], schema: [main], preload });

/** A self-signed RSA certificate, as a business's signing certificate would carry the key. */
const makeSigner = (): XmlSigner => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(
    new forge.jsbn.BigInteger(Buffer.from(jwk.n ?? '', 'base64url').toString('hex'), 16),
    new forge.jsbn.BigInteger(Buffer.from(jwk.e ?? '', 'base64url').toString('hex'), 16),
  );
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2024-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2030-01-01T00:00:00Z');
  cert.setSubject([{ shortName: 'CN', value: 'Firmante de prueba' }]);
  cert.setIssuer([{ shortName: 'CN', value: 'Firmante de prueba' }]);
  const forgeKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  cert.sign(forgeKey, forge.md.sha256.create());
  return {
    privateKey,
    certificate: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'),
  };
};
const signer = makeSigner();

const RUTS = ['12345678-5', '76354771-K', '96790240-3', '81675600-6'];
const docArb = (direction: SiiDirection) =>
  fc
    .record({
      docType: fc.constantFrom(30, 33, 34, 46, 56, 60, 61),
      rut: fc.constantFrom(...RUTS),
      name: fc
        .stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñ0-9 .&<>"'ŒŠ€]{1,30}$/)
        .map((n) => n.trim() || 'Sin Nombre'),
      day: fc.integer({ min: 1, max: 28 }),
      net: fc.integer({ min: 0, max: 50_000_000 }),
      exempt: fc.integer({ min: 0, max: 5_000_000 }),
      nonRec: fc.option(
        fc.record({ code: fc.constantFrom(1, 2, 3, 4, 9), amount: fc.integer({ min: 1, max: 90_000 }) }),
      ),
      sharedUse: fc.integer({ min: 0, max: 90_000 }),
      other: fc.option(
        fc.record({ code: fc.constantFrom('24', '271', '15'), amount: fc.integer({ min: 1, max: 500_000 }) }),
      ),
    })
    .map((r): Omit<SiiDocument, 'folio'> => {
      const recoverable = Math.round(r.net * 0.19);
      const nonRecoverable = r.nonRec === null ? [] : [r.nonRec];
      const sharedUse = direction === 'COMPRA' ? r.sharedUse : 0;
      const iva = recoverable + nonRecoverable.reduce((s, n) => s + n.amount, 0) + sharedUse;
      const others = r.other === null ? [] : [{ ...r.other, rate: null }];
      const otherTaxes = others.reduce((s, o) => s + o.amount, 0);
      const sale = direction === 'VENTA';
      return {
        direction,
        docType: r.docType,
        issuerRut: sale ? '' : r.rut,
        issuerName: sale ? '' : r.name,
        receiverRut: sale ? r.rut : '',
        receiverName: sale ? r.name : '',
        issueDate: `2024-05-${String(r.day).padStart(2, '0')}`,
        receptionDate: null,
        acknowledgedAt: null,
        dueDate: null,
        netAmount: r.net,
        exemptAmount: r.exempt,
        ivaAmount: iva,
        otherTaxes,
        totalAmount: r.net + r.exempt + iva + otherTaxes,
        ivaRate: null,
        references: [],
        items: [],
        sourceLine: null,
        ivaBreakdown: { recoverable, nonRecoverable, sharedUse, retainedTotal: 0, retainedPartial: 0 },
        ...(others.length > 0 ? { otherTaxDetails: others } : {}),
      };
    });

const bookArb = fc
  .constantFrom<SiiDirection>('VENTA', 'COMPRA')
  .chain((direction) =>
    fc.tuple(
      fc.constant(direction),
      fc.array(docArb(direction), { minLength: 1, maxLength: 15 }),
      fc.constantFrom<'MENSUAL' | 'RECTIFICA'>('MENSUAL', 'RECTIFICA'),
      fc.boolean(),
    ),
  );

describe('writeLibroCompraVenta against LibroCV_v10.xsd', () => {
  it('writes books the SII schema accepts, signed, whatever their documents', async () => {
    await fc.assert(
      fc.asyncProperty(bookArb, async ([direction, list, bookType, voided]) => {
        const docs = list.map((d, i) => ({ ...d, folio: 500 + i }) as SiiDocument);
        const xml = writeLibroCompraVenta(direction, docs, {
          businessRut: BUSINESS_RUT,
          bookType,
          signer,
          voided: voided ? [{ docType: docs[0].docType, folio: 9000 }] : [],
        });
        const result = await validate(xml);
        expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
        expect(result.valid).toBe(true);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('the schema refuses what the writer once wrote (EnvioLibro as the root) and an unsigned book', async () => {
    const xml = writeLibroCompraVenta('COMPRA', handMadePurchases.slice(0, 1), {
      businessRut: BUSINESS_RUT,
      signer,
    });
    const inverted = xml
      .toString('latin1')
      .replace(
        /<LibroCompraVenta ([^>]*)><EnvioLibro ID="([^"]+)">/,
        '<EnvioLibro $1><LibroCompraVenta ID="$2">',
      )
      .replace('</EnvioLibro><Signature', '</LibroCompraVenta><Signature')
      .replace('</LibroCompraVenta>\n', '</EnvioLibro>\n');
    expect((await validate(Buffer.from(inverted, 'latin1'))).valid).toBe(false);
    const unsigned = writeLibroCompraVenta('COMPRA', handMadePurchases.slice(0, 1), {
      businessRut: BUSINESS_RUT,
    });
    const noSignature = await validate(unsigned);
    expect(noSignature.valid).toBe(false);
    expect(noSignature.errors.map((e) => e.message).join(' ')).toContain('Signature');
    // Both are still read: the project's own old books, and books of programs that do not sign.
    expect(parseLibroCompraVenta(Buffer.from(inverted, 'latin1')).rows).toHaveLength(1);
    expect(parseLibroCompraVenta(unsigned).rows).toHaveLength(1);
  }, 30_000);

  it('signs EnvioLibro by its ID: the digest is SHA-1 of its C14N as libxml2 computes it, the value verifies', async () => {
    const doc = { ...handMadePurchases[0], issuerName: 'Ñandú & Cía. "Œuvre" €' };
    const xml = writeLibroCompraVenta('COMPRA', [doc], { businessRut: BUSINESS_RUT, signer });
    const c14n = await validateXML({
      xml: [{ fileName: 'libro.xml', contents: xml }],
      normalization: 'c14n',
    } as never);
    // The whole document canonicalized by libxml2; EnvioLibro cut out of it takes its in-scope
    // default namespace, as the C14N of a document subset does.
    const whole = c14n.normalized;
    const envio = whole.slice(
      whole.indexOf('<EnvioLibro '),
      whole.indexOf('</EnvioLibro>') + '</EnvioLibro>'.length,
    );
    const canonical = envio.replace('<EnvioLibro ', '<EnvioLibro xmlns="http://www.sii.cl/SiiDte" ');
    const text = iconv.decode(xml, 'latin1');
    const digest = /<DigestValue>([^<]+)<\/DigestValue>/.exec(text)?.[1];
    expect(digest).toBe(createHash('sha1').update(canonical, 'utf8').digest('base64'));
    expect(/<Reference URI="#([^"]+)">/.exec(text)?.[1]).toBe(/<EnvioLibro ID="([^"]+)"/.exec(text)?.[1]);
    const info = whole.slice(
      whole.indexOf('<SignedInfo>'),
      whole.indexOf('</SignedInfo>') + '</SignedInfo>'.length,
    );
    const signedInfo = info.replace(
      '<SignedInfo>',
      '<SignedInfo xmlns="http://www.w3.org/2000/09/xmldsig#">',
    );
    const value = /<SignatureValue>([^<]+)<\/SignatureValue>/.exec(text)?.[1] ?? '';
    const certificate = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(text)?.[1] ?? '';
    const { publicKey } = new X509Certificate(Buffer.from(certificate, 'base64'));
    expect(verify('RSA-SHA1', Buffer.from(signedInfo, 'utf8'), publicKey, Buffer.from(value, 'base64'))).toBe(
      true,
    );
  }, 30_000);
});
