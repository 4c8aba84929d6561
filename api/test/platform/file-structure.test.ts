import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../src/seeds/demo/cv';
import { onePagePdf } from '../../src/seeds/demo/files';
import { checkStructure, pdfLimits } from '../../src/platform/storage/file-structure';
import { zipLimits } from '../../src/platform/storage/zip-archive';
import * as bombs from '../fixtures/bombs';

/** Whole files of each type, made by the libraries that write them or by their specification. */
const text = (value: string) => new TextEncoder().encode(value);
const pdfkitPdf = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Curriculum vitae');
    document.end();
  });
const xlsx = async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notas').addRow(['Asignatura', 9]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const docx = (entries: Record<string, string> = {}) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'word/document.xml': text('<w:document/>'),
      ...Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, text(value)])),
    }),
  );
const odt = (mimetype = 'application/vnd.oasis.opendocument.text') =>
  Buffer.from(zipSync({ mimetype: [text(mimetype), { level: 0 }], 'content.xml': text('<office:document-content/>') }));

/** A JPEG of one grey pixel, segment by segment (SOI, JFIF, quantisation, frame, Huffman table, scan, EOI). */
const jpeg = () => {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0, 1, ...Array<number>(15).fill(0), 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x00, 0xff, 0x00, 0x3f,
    0xff, 0xd9,
  ]);
};

/** A GIF of one pixel: header, screen with a two-colour table, one image, the trailer. */
const gif = () =>
  Buffer.from([
    ...text('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0,
    0, 0, 0, 255, 255, 255,
    0x21, 0xf9, 4, 0, 0, 0, 0, 0,
    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0,
    2, 2, 0x44, 0x01, 0,
    0x3b,
  ]);

/** An OLE compound file header of version 3: 512-byte sectors, one allocation sector, the directory in sector 1. */
const ole = () => {
  const file = Buffer.alloc(512 * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  return file;
};

const webPage = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

describe('uploads are checked on their whole content', () => {
  it('accepts whole files of every type as their writers make them', async () => {
    const files: [string, Buffer][] = [
      ['pdf', onePagePdf('Curriculum vitae')],
      ['pdf', await pdfkitPdf()],
      ['png', solidPng(16, 16, [20, 80, 160])],
      ['jpg', jpeg()],
      ['jpeg', jpeg()],
      ['gif', gif()],
      ['xlsx', await xlsx()],
      ['docx', docx()],
      ['odt', odt()],
      ['odp', odt('application/vnd.oasis.opendocument.presentation')],
      ['doc', ole()],
      ['txt', Buffer.from('Disponibilidad: mañanas\n')],
    ];
    for (const [extension, bytes] of files) expect(checkStructure(extension, bytes), extension).toBe('ok');
  });

  it('refuses a PDF that is only a PDF header, or carries a web page, or has anything after its end', () => {
    const pdf = onePagePdf('Curriculum vitae');
    const refused: [string, Buffer][] = [
      ['header then a web page', Buffer.concat([Buffer.from('%PDF-1.4\n'), webPage])],
      ['header, a page, a fake end', Buffer.concat([Buffer.from('%PDF-1.4\n'), webPage, Buffer.from('%%EOF\n')])],
      ['a whole PDF then a web page', Buffer.concat([pdf, webPage])],
      ['a web page inside a whole PDF', Buffer.from(pdf.toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n% <script>x</script>\n'), 'latin1')],
      ['startxref pointing nowhere', Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n12'), 'latin1')],
      ['no trailer root', Buffer.from(pdf.toString('latin1').replace('/Root 1 0 R', '/Info 1 0 R'), 'latin1')],
    ];
    for (const [what, bytes] of refused) expect(checkStructure('pdf', bytes), what).toBe('content');
  });

  it('refuses images with a broken chunk, cut short, or with something after their end marker', () => {
    const png = solidPng(16, 16, [20, 80, 160]);
    const brokenCrc = Buffer.from(png);
    brokenCrc[30] = brokenCrc[30]! ^ 0xff; // a byte of IHDR's data: its CRC no longer matches
    expect(checkStructure('png', Buffer.concat([png, webPage])), 'png + page').toBe('content');
    expect(checkStructure('png', brokenCrc), 'png crc').toBe('content');
    expect(checkStructure('png', png.subarray(0, png.length - 12)), 'png without IEND').toBe('content');
    expect(checkStructure('jpg', Buffer.concat([jpeg(), webPage])), 'jpeg + page').toBe('content');
    expect(checkStructure('jpg', jpeg().subarray(0, jpeg().length - 2)), 'jpeg without EOI').toBe('content');
    expect(checkStructure('gif', Buffer.concat([gif(), Buffer.from('junk')])), 'gif + junk').toBe('content');
    expect(checkStructure('png', jpeg()), 'a JPEG named png').toBe('content');
  });

  it('refuses Office and OpenDocument files that are not whole archives with their required entries', async () => {
    const workbook = await xlsx();
    const withoutTypes = Buffer.from(zipSync({ 'word/document.xml': text('<w:document/>') }));
    expect(checkStructure('xlsx', Buffer.concat([workbook, webPage])), 'xlsx + page').toBe('content');
    expect(checkStructure('docx', Buffer.concat([webPage, docx()])), 'page + docx').toBe('content');
    expect(checkStructure('docx', withoutTypes), 'no [Content_Types].xml').toBe('content');
    expect(checkStructure('docx', workbook), 'a workbook named docx').toBe('content');
    expect(checkStructure('docx', Buffer.from([0x50, 0x4b, 3, 4, 0])), 'a zip signature alone').toBe('content');
    expect(checkStructure('odt', odt('text/html')), 'odt of another type').toBe('content');
    expect(checkStructure('odt', docx()), 'no mimetype first').toBe('content');
    expect(checkStructure('doc', Buffer.concat([ole(), webPage])), 'ole + page').toBe('content');
    expect(checkStructure('doc', ole().subarray(0, 512)), 'ole header alone').toBe('content');
    expect(checkStructure('txt', Buffer.from([0x48, 0x00, 0x49])), 'a control byte in text').toBe('content');
  });
});

describe('what would unpack or decode past the bounds is refused as such (expands), at once', () => {
  const text = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  const document = bombs.deflated('word/document.xml', '<w:document/>');
  const types = bombs.stored('[Content_Types].xml', text);

  it('refuses every zip bomb, whatever it declares, in milliseconds', () => {
    const archives: [string, string, Buffer][] = [
      ['docx', 'an entry lying about its size', bombs.docxBomb()],
      ['docx', 'an entry honest about its 1.4 GB', bombs.honestDocxBomb()],
      ['xlsx', 'a sheet lying about its size', bombs.xlsxBomb()],
      ['odt', 'a content lying about its size', bombs.odtBomb()],
      ['docx', 'entries sharing one kernel', bombs.overlappingDocxBomb()],
      ['docx', `over ${zipLimits.entries} entries`, bombs.zipOf([types, document, ...Array.from({ length: zipLimits.entries }, (_, index) => bombs.stored(`word/p${index}.xml`, 'p'))])],
    ];
    for (const [extension, what, bytes] of archives) {
      const start = performance.now();
      expect(checkStructure(extension, bytes), what).toBe('expands');
      expect(performance.now() - start, what).toBeLessThan(500);
    }
  });

  it('refuses as broken an archive whose entries come out other than declared, or repeat a name', () => {
    const archives: [string, Buffer][] = [
      ['shorter than declared', bombs.zipOf([types, { ...document, size: document.size + 100 }])],
      ['a wrong CRC', bombs.zipOf([types, { ...document, crc: document.crc ^ 1 }])],
      ['a stored entry of another size', bombs.zipOf([{ ...types, size: types.size + 1 }, document])],
      ['two entries of one name', bombs.zipOf([types, document, document])],
    ];
    for (const [what, bytes] of archives) expect(checkStructure('docx', bytes), what).toBe('content');
    expect(checkStructure('docx', bombs.zipOf([types, document]))).toBe('ok');
  });

  it('refuses images whose header declares more pixels than a decoder may hold, and takes large honest ones', () => {
    const gifOf = (width: number, height: number) => {
      const image = gif();
      const frame = 27; // after the header, the screen, its two colours and the graphic control extension
      image.writeUInt16LE(width, frame + 5);
      image.writeUInt16LE(height, frame + 7);
      return image;
    };
    const bmpOf = (width: number, height: number) => {
      const file = Buffer.alloc(58);
      file.write('BM', 0, 'latin1');
      file.writeUInt32LE(58, 2);
      file.writeUInt32LE(54, 10);
      file.writeUInt32LE(40, 14);
      file.writeInt32LE(width, 18);
      file.writeInt32LE(-height, 22); // top-down rows
      return file;
    };
    const tiffOf = (width: number, height: number) => {
      const file = Buffer.alloc(8 + 2 + 2 * 12 + 4);
      file.write('II*\0', 0, 'latin1');
      file.writeUInt32LE(8, 4);
      file.writeUInt16LE(2, 8);
      [[256, width], [257, height]].forEach(([tag, value], index) => {
        file.writeUInt16LE(tag!, 10 + index * 12);
        file.writeUInt16LE(4, 12 + index * 12); // LONG
        file.writeUInt32LE(1, 14 + index * 12);
        file.writeUInt32LE(value!, 18 + index * 12);
      });
      return file;
    };
    expect(checkStructure('png', bombs.pngPixelBomb()), 'png 50,000²').toBe('expands');
    expect(checkStructure('jpg', bombs.jpegPixelBomb()), 'jpeg 65,000²').toBe('expands');
    expect(checkStructure('gif', gifOf(60_000, 60_000)), 'a gif frame of 60,000²').toBe('expands');
    expect(checkStructure('bmp', bmpOf(30_000, 30_000)), 'bmp 30,000²').toBe('expands');
    expect(checkStructure('tif', tiffOf(100_000, 10)), 'tiff 100,000 wide').toBe('expands');
    expect(checkStructure('png', bombs.pngPixelBomb(6_000)), 'png 6,000² (36 megapixels)').toBe('ok');
    expect(checkStructure('jpg', bombs.jpegPixelBomb(6_000)), 'jpeg 6,000²').toBe('ok');
    expect(checkStructure('bmp', bmpOf(4_000, 3_000)), 'bmp 4,000 × 3,000').toBe('ok');
    expect(checkStructure('tif', tiffOf(5_000, 7_000)), 'tiff 5,000 × 7,000').toBe('ok');
  });

  it('refuses PDFs nested or paged past what a reader walks, and takes the nesting and pages of real ones', () => {
    expect(checkStructure('pdf', bombs.nestedPdfBomb()), 'nested 500,000 deep').toBe('expands');
    expect(checkStructure('pdf', bombs.nestedPdfBomb(pdfLimits.nesting)), `nested ${pdfLimits.nesting} deep, with its catalog`).toBe('expands');
    expect(checkStructure('pdf', bombs.nestedPdfBomb(pdfLimits.nesting - 2)), 'nested just within').toBe('ok');
    expect(checkStructure('pdf', bombs.pagesPdfBomb()), 'two thousand million pages').toBe('expands');
    // Brackets inside strings, comments and streams are text, not nesting.
    const quoted = onePagePdf(`${'['.repeat(500)} (( ${'<<'.repeat(300)}`);
    expect(checkStructure('pdf', quoted), 'brackets in a string of a stream').toBe('ok');
  });
});
