import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseLibroCompraVenta } from './iecv-parse';
import { writeLibroCompraVenta } from './iecv-write';
import { BUSINESS_RUT, handMadePurchases } from './test-docs';
import type { SiiDirection, SiiDocument } from './types';

// Property tests set their runs and a timeout for a loaded machine (about six times the time
// measured on the shared 2-core machine, never under twice vitest's 5 s default).

// Counterparts with valid check digits (computed by hand with the módulo 11 rule).
const RUTS = ['12345678-5', '76354771-K', '96790240-3', '81675600-6', '77777777-7'];
const TYPES = [30, 33, 34, 46, 56, 61];

/** A document as the book carries it: no reception, references or items; the breakdown always. */
const docArb = (direction: SiiDirection, period: string) =>
  fc
    .record({
      docType: fc.constantFrom(...TYPES),
      rut: fc.constantFrom(...RUTS),
      name: fc.stringMatching(/^[A-Za-zÁÉÍÓÚÑáéíóúñ0-9 .&]{1,30}$/).map((n) => n.trim() || 'Sin Nombre'),
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
      const doc: Omit<SiiDocument, 'folio'> = {
        direction,
        docType: r.docType,
        issuerRut: sale ? '' : r.rut,
        issuerName: sale ? '' : r.name,
        receiverRut: sale ? r.rut : '',
        receiverName: sale ? r.name : '',
        issueDate: `${period}-${String(r.day).padStart(2, '0')}`,
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
      };
      if (others.length > 0) doc.otherTaxDetails = others;
      if (!sale) doc.purchaseRegister = 'REGISTRO';
      return doc;
    });

const bookArb = fc.constantFrom<SiiDirection>('VENTA', 'COMPRA').chain((direction) =>
  fc.array(docArb(direction, '2024-05'), { minLength: 1, maxLength: 25 }).map((docs) => ({
    direction,
    // The writer puts each Detalle on a line of its own after the declaration and the root's first line.
    docs: docs.map((d, i) => ({ ...d, folio: 1000 + i, sourceLine: i + 2 }) as SiiDocument),
  })),
);

describe('writeLibroCompraVenta → parseLibroCompraVenta', () => {
  it('round-trips any book: parse(write(docs)) = docs', () => {
    fc.assert(
      fc.property(bookArb, ({ direction, docs }) => {
        const parsed = parseLibroCompraVenta(
          writeLibroCompraVenta(direction, docs, { businessRut: BUSINESS_RUT }),
        );
        expect(parsed.errors).toEqual([]);
        expect(parsed.problems).toEqual([]);
        expect(parsed.book).toEqual({
          businessRut: BUSINESS_RUT,
          period: '2024-05',
          direction,
          bookType: 'MENSUAL',
        });
        expect(parsed.rows).toEqual(docs);
      }),
      { numRuns: 60 },
    );
  }, 12_000);

  it('reads a UTF-8 book with a signature after it, and skips voided lines with a warning', () => {
    const [doc] = handMadePurchases;
    const latin = writeLibroCompraVenta('COMPRA', [doc], {
      businessRut: BUSINESS_RUT,
      voided: [{ docType: 33, folio: 999 }],
    }).toString('latin1');
    const utf8 = latin
      .replace('encoding="ISO-8859-1"', 'encoding="UTF-8"')
      .replace(
        '</EnvioLibro>',
        '</EnvioLibro><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/></Signature>',
      );
    const parsed = parseLibroCompraVenta(Buffer.from(utf8, 'utf8'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((d) => [d.docType, d.folio, d.issuerName])).toEqual([
      [doc.docType, doc.folio, doc.issuerName.trim()],
    ]);
    expect(parsed.warnings.map((w) => w.message)).toEqual([
      'Línea 3, detalle 2 (tipo 33 folio 999): documento anulado, no se importa',
    ]);
  });
});

describe('parseLibroCompraVenta: the summary against the detail', () => {
  const book = (direction: SiiDirection = 'VENTA') => {
    const doc = handMadePurchases[0];
    const asSale = {
      ...doc,
      direction,
      issuerRut: '',
      issuerName: '',
      receiverRut: '12345678-5',
      receiverName: 'Cliente',
    };
    return writeLibroCompraVenta(direction, [direction === 'VENTA' ? asSale : doc], {
      businessRut: BUSINESS_RUT,
    }).toString('latin1');
  };

  it('a summary figure that does not match: said with both figures, tolerated, the detail imported', () => {
    const doc = handMadePurchases[0];
    const tampered = book().replace(
      `<TotMntNeto>${doc.netAmount}</TotMntNeto>`,
      `<TotMntNeto>${doc.netAmount + 100}</TotMntNeto>`,
    );
    const parsed = parseLibroCompraVenta(iconv.encode(tampered, 'latin1'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => [r.docType, r.folio, r.netAmount])).toEqual([
      [doc.docType, doc.folio, doc.netAmount],
    ]);
    expect(parsed.tolerated.map((e) => e.message)).toEqual([
      `el resumen del libro no cuadra con su detalle: tipo ${doc.docType}: neto ${(doc.netAmount + 100).toLocaleString('es-CL')} en el resumen (<TotMntNeto>) y ${doc.netAmount.toLocaleString('es-CL')} en el detalle; se importa el detalle`,
    ]);
  });

  it('a type the summary leaves out, a count that differs, a misnamed total, no summary: tolerated', () => {
    const doc = handMadePurchases[0];
    const noSummary = book().replace(
      /<ResumenPeriodo>.*<\/ResumenPeriodo>/,
      '<ResumenPeriodo></ResumenPeriodo>',
    );
    const a = parseLibroCompraVenta(Buffer.from(noSummary, 'latin1'));
    expect(a.rows).toHaveLength(1);
    expect(a.tolerated[0].message).toContain(
      `tipo ${doc.docType}: 1 documentos en el detalle y ninguno en el resumen (<TotalesPeriodo>); se importa el detalle`,
    );
    const count = book().replace('<TotDoc>1</TotDoc>', '<TotDoc>2</TotDoc>');
    const b = parseLibroCompraVenta(Buffer.from(count, 'latin1'));
    expect(b.rows).toHaveLength(1);
    expect(b.tolerated[0].message).toContain('documentos 2 en el resumen (<TotDoc>) y 1 en el detalle');
    // Another program names a total in its own spelling: the figure is taken from the detail.
    const misnamed = book().replace(/<TotMntIVA>(\d+)<\/TotMntIVA>/, '<TotMntIva>$1</TotMntIva>');
    const c = parseLibroCompraVenta(Buffer.from(misnamed, 'latin1'));
    expect(c.rows).toHaveLength(1);
    expect(c.tolerated.map((t) => t.message)).toEqual([
      `el resumen del libro no cuadra con su detalle: tipo ${doc.docType}: el resumen no trae <TotMntIVA> (IVA); se usa el del detalle, ${doc.ivaAmount.toLocaleString('es-CL')}`,
    ]);
    const none = book().replace(/<ResumenPeriodo>.*<\/ResumenPeriodo>/, '');
    expect(parseLibroCompraVenta(Buffer.from(none, 'latin1')).rows).toHaveLength(1);
  });

  it('refuses what is not a book, a bad Caratula and a book without detail', () => {
    expect(parseLibroCompraVenta(Buffer.from('<EnvioDTE/>')).errors[0].message).toMatch(
      /no es un libro de compras y ventas/,
    );
    const badPeriod = book().replace(/<PeriodoTributario>[^<]*</, '<PeriodoTributario>2024-13<');
    expect(parseLibroCompraVenta(Buffer.from(badPeriod, 'latin1')).errors[0].message).toContain(
      '<PeriodoTributario>',
    );
    const noDetail = book().replace(/<Detalle>.*<\/Detalle>/s, '');
    expect(parseLibroCompraVenta(Buffer.from(noDetail, 'latin1')).errors[0].message).toMatch(
      /no trae el detalle/,
    );
  });

  it('applies the row rules to each Detalle, named by its tags, its line in the file and the document', () => {
    const doc = handMadePurchases[0];
    const wrong = book('COMPRA').replace(
      `<MntTotal>${doc.totalAmount}</MntTotal>`,
      `<MntTotal>${doc.totalAmount + 50}</MntTotal>`,
    );
    // Spread over lines as other programs write books: the Detalle starts on line 7.
    const pretty = wrong
      .replace('<EnvioLibro', '\n\n<EnvioLibro')
      .replace('<ResumenPeriodo>', '\n<ResumenPeriodo>')
      .replace('<Detalle>', '\n\n<Detalle>');
    const parsed = parseLibroCompraVenta(Buffer.from(pretty, 'latin1'));
    expect(parsed.problems.map((p) => [p.line, p.field])).toEqual([[7, 'MntTotal']]);
    expect(parsed.problems[0].message).toMatch(
      new RegExp(`^detalle 1 \\(tipo ${doc.docType} folio ${doc.folio}\\): el total`),
    );
    expect(parsed.refused.map((d) => d.sourceLine)).toEqual([7]);
  });
});
