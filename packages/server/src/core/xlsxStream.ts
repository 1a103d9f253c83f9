import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * The rows of an uploaded .xlsx's first worksheet, read as a stream (issue 11.5: a small file
 * may inflate to hundreds of megabytes, and a whole workbook in memory takes gigabytes).
 *
 * The upload is in memory already (a few MB), so the zip is read from its central directory:
 * the declared sizes are checked before anything is inflated, the parts read are inflated off the
 * event loop (zlib's thread pool) and never past their declared sizes, and exceljs' streaming reader
 * (`stream.xlsx.WorkbookReader`) gets the parts it needs as a zip of stored entries in the order
 * it wants them (workbook, styles, shared strings, then the sheet), cut in slices at character
 * boundaries: handed the file as it is, it parks worksheets that come before the shared strings
 * (as Excel writes them) in temp files and decodes text slice by slice, splitting characters.
 */
export interface XlsxLimits {
  /** The largest sum of the zip's declared (uncompressed) sizes. */
  maxUnzippedBytes: number;
  /** The most rows of the sheet read (empty rows included). */
  maxRows: number;
}

/** Why a file cannot be read: not a zip, a part missing, damaged, encrypted. */
export class XlsxUnreadable extends Error {}
/** The file passes a limit: `limit` says which. */
export class XlsxTooLarge extends Error {
  constructor(readonly limit: 'unzipped' | 'rows') {
    super(limit);
  }
}

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of a zip's central directory. */
function zipEntries(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new XlsxUnreadable('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) throw new XlsxUnreadable('zip64');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new XlsxUnreadable('broken central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > zip.length) throw new XlsxUnreadable('broken central directory');
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      headerOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at = next;
  }
  return entries;
}

const inflateRaw = promisify(zlib.inflateRaw);

/** One entry's bytes, inflated on the thread pool, refused when they would pass the declared size. */
async function entryData(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  if (entry.flags & 1) throw new XlsxUnreadable('encrypted');
  const at = entry.headerOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new XlsxUnreadable('broken local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new XlsxUnreadable('cut short');
  const raw = zip.subarray(start, end);
  let data: Buffer;
  if (entry.method === 0) data = raw;
  else if (entry.method === 8) {
    try {
      // An entry that inflates past its declared size lies about it: stop there.
      data = await inflateRaw(raw, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new XlsxUnreadable(`${entry.name} does not inflate to its declared size`);
    }
  } else throw new XlsxUnreadable(`compression method ${entry.method}`);
  if (data.length !== entry.size) throw new XlsxUnreadable(`${entry.name} does not inflate to its declared size`);
  return data;
}

const attributes = (tag: string) => new Map([...tag.matchAll(/([\w.:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1], m[2]] as const));

/** The part of the first worksheet (the first tab), from the workbook and its relationships. */
function firstSheetPart(workbook: string, rels: string): string | null {
  const sheet = /<(?:[\w.-]+:)?sheet\b([^>]*)>/.exec(workbook);
  if (!sheet) return null;
  const relId = [...attributes(sheet[1])].find(([name]) => /(^|:)id$/.test(name))?.[1];
  for (const rel of rels.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attrs = attributes(rel[1]);
    if (attrs.get('Id') !== relId) continue;
    const target = attrs.get('Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return null;
}

const SLICE_BYTES = 16 * 1024;
/** How long the rows are read before other work gets its turn. */
const YIELD_EVERY_MS = 10;

/** A buffer in slices of about SLICE_BYTES, none ending inside a UTF-8 character. */
function* slices(data: Buffer): Generator<Buffer> {
  let at = 0;
  while (at < data.length) {
    let end = Math.min(data.length, at + SLICE_BYTES);
    while (end < data.length && end > at + 1 && (data[end] & 0xc0) === 0x80) end--;
    yield data.subarray(at, end);
    at = end;
  }
}

/** A local header of a stored (uncompressed) entry of known size. */
function storedHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0800, 6); // UTF-8 name, sizes in the header
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(0x21, 12); // 1980-01-01
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/** An empty end-of-central-directory record: where the reader stops. */
const END_OF_ZIP = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  return end;
})();

const EMPTY_SHARED_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/**
 * Every row of the first worksheet, as exceljs reads them (`row.number`, `row.values` indexed by
 * column). XlsxTooLarge past the limits, XlsxUnreadable when it is not a workbook.
 */
export async function* firstSheetRows(zip: Buffer, limits: XlsxLimits): AsyncGenerator<ExcelJS.Row> {
  const entries = zipEntries(zip);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxUnzippedBytes) throw new XlsxTooLarge('unzipped');
  const byName = new Map(entries.map((e) => [e.name, e]));
  const part = async (name: string) => {
    const entry = byName.get(name);
    return entry ? entryData(zip, entry) : null;
  };
  const workbook = await part('xl/workbook.xml');
  const rels = await part('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new XlsxUnreadable('no workbook');
  const named = firstSheetPart(workbook.toString('utf8'), rels.toString('utf8'));
  // Else the lowest-numbered worksheet part.
  const sheetName =
    named && byName.has(named)
      ? named
      : entries
          .map((e) => ({ name: e.name, n: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)?.[1] }))
          .filter((e) => e.n !== undefined)
          .sort((a, b) => Number(a.n) - Number(b.n))[0]?.name;
  if (!sheetName) throw new XlsxUnreadable('no worksheet');

  // The parts exceljs reads, in its order, inflated before it starts (together at most the declared limit).
  const parts: [string, Buffer | null][] = [
    ['xl/_rels/workbook.xml.rels', rels],
    ['xl/workbook.xml', workbook],
    ['xl/styles.xml', await part('xl/styles.xml')],
    ['xl/sharedStrings.xml', (await part('xl/sharedStrings.xml')) ?? EMPTY_SHARED_STRINGS],
    [/^xl\/worksheets\/sheet\d+\.xml$/.test(sheetName) ? sheetName : 'xl/worksheets/sheet1.xml', await part(sheetName)],
  ];
  const source = Readable.from(
    (function* () {
      for (const [name, data] of parts) {
        if (!data) continue;
        yield storedHeader(name, data.length);
        yield* slices(data);
      }
      yield END_OF_ZIP;
    })(),
    { objectMode: false },
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let read = 0;
  let since = Date.now();
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (++read > limits.maxRows) throw new XlsxTooLarge('rows');
        yield row;
        // The reader's steps are promise callbacks that never wait for I/O: let other requests in now and then.
        if (Date.now() - since >= YIELD_EVERY_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = Date.now();
        }
      }
      return; // one worksheet is all the stream holds
    }
  } finally {
    source.destroy();
  }
}
