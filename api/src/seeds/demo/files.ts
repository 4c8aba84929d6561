/** Files of the demo data: the seed stores them with the rows that name them (seeds/demo/stored-files.ts). */

/** A one-page PDF with one line of text, with a correct cross-reference table. */
export const onePagePdf = (text: string): Buffer => {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
};

/** A PDF of these objects (numbered from 1, the first the catalog), its cross-reference table and trailer. */
export const pdfOfObjects = (objects: readonly string[]): Buffer => {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** Stored name of the seeded internship document → content. */
export const seedInternshipFiles: Record<string, Buffer> = {
  'seed-plan-formativo.pdf': onePagePdf('Plan formativo - Practicas curriculares de desarrollo backend'),
};
