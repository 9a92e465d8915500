import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { sampleDocx } from '../features/documents/sample-files';
import { manyEntryDocx, storedZip } from '../test/hostile-files';
import { ARCHIVE_MAX_ENTRIES, readZipDirectory } from './zip-guard';

// The entry count of an archive, read before any zip library loads its directory.

describe('readZipDirectory', () => {
  it('counts a real document’s entries as a zip library does', async () => {
    const docx = await sampleDocx(['Hola']);
    const listed = Object.keys((await JSZip.loadAsync(docx)).files).length;
    expect(readZipDirectory(docx)).toEqual({ ok: true, entries: listed });
    expect(readZipDirectory(manyEntryDocx(10))).toEqual({ ok: true, entries: 12 });
    // With a comment after the end record, as some writers add.
    const commented = Buffer.concat([manyEntryDocx(3), Buffer.from('comentario')]);
    commented.writeUInt16LE(10, commented.length - 10 - 2);
    expect(readZipDirectory(commented)).toEqual({ ok: true, entries: 5 });
  });

  it('refuses more entries than the cap, whatever it would cost to list them', () => {
    expect(readZipDirectory(manyEntryDocx(ARCHIVE_MAX_ENTRIES - 2))).toEqual({
      ok: true,
      entries: ARCHIVE_MAX_ENTRIES,
    });
    expect(readZipDirectory(manyEntryDocx(ARCHIVE_MAX_ENTRIES - 1))).toMatchObject({
      ok: false,
      reason: 'too_many_entries',
    });
    expect(readZipDirectory(manyEntryDocx(115_000))).toMatchObject({ ok: false, reason: 'too_many_entries' });
  });

  it('refuses an end record that undercounts its directory, and one that points outside the file', () => {
    expect(readZipDirectory(manyEntryDocx(5_000, { declaredEntries: 3 }))).toEqual({
      ok: false,
      reason: 'damaged',
    });
    const cut = manyEntryDocx(5);
    const end = cut.length - 22;
    cut.writeUInt32LE(cut.length + 100, end + 16);
    expect(readZipDirectory(cut)).toEqual({ ok: false, reason: 'damaged' });
    expect(readZipDirectory(manyEntryDocx(5).subarray(0, 200))).toEqual({ ok: false, reason: 'damaged' });
    expect(readZipDirectory(Buffer.from('PK'))).toEqual({ ok: false, reason: 'not_zip' });
  });

  it('reads a ZIP64 count (APPNOTE §4.3.14), refusing 2^40 entries', () => {
    const zip = storedZip([{ name: 'a', data: Buffer.from('x') }]);
    const endAt = zip.length - 22;
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(2n ** 40n, 24);
    record.writeBigUInt64LE(2n ** 40n, 32);
    record.writeBigUInt64LE(BigInt(zip.readUInt32LE(endAt + 16)), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(endAt), 8);
    const end = Buffer.from(zip.subarray(endAt));
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    const zip64 = Buffer.concat([zip.subarray(0, endAt), record, locator, end]);
    expect(readZipDirectory(zip64)).toMatchObject({ ok: false, reason: 'too_many_entries' });
    // The same with a true count of one is read.
    record.writeBigUInt64LE(1n, 24);
    record.writeBigUInt64LE(1n, 32);
    expect(readZipDirectory(Buffer.concat([zip.subarray(0, endAt), record, locator, end]))).toEqual({
      ok: true,
      entries: 1,
    });
  });
});
