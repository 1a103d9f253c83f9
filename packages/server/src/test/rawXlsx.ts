import zlib from 'node:zlib';

/**
 * An .xlsx written byte by byte, for files no spreadsheet program writes: a sheet of any XML, and
 * zip entries that declare another size than they inflate to (a zip bomb that lies).
 */
export interface RawEntry {
  name: string;
  data: Buffer | string;
  /** The size written in the zip's headers (default: the real one). */
  declaredSize?: number;
}

/** A zip of deflated entries; CRCs are left 0 (the reader under test does not check them). */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const deflated = zlib.deflateRawSync(data, { level: 9 });
    const size = entry.declaredSize ?? data.length;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Workbook parts around one sheet's XML (`<sheetData>` content), the sheet last. */
export function workbookEntries(sheetData: string | Buffer, options: { declaredSheetSize?: number; sharedStrings?: string } = {}): RawEntry[] {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
  const tail = '</sheetData></worksheet>';
  const sheet = Buffer.isBuffer(sheetData) ? Buffer.concat([Buffer.from(head), sheetData, Buffer.from(tail)]) : `${head}${sheetData}${tail}`;
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    ...(options.sharedStrings
      ? [{ name: 'xl/sharedStrings.xml', data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${options.sharedStrings}</sst>` }]
      : []),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: options.declaredSheetSize },
  ];
}

/** One row of inline-string cells: `cells` maps a column letter to its text. */
export const inlineRow = (line: number, cells: Record<string, string>) =>
  `<row r="${line}">${Object.entries(cells)
    .map(([col, text]) => `<c r="${col}${line}" t="inlineStr"><is><t>${text}</t></is></c>`)
    .join('')}</row>`;
