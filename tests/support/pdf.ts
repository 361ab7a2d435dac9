/*
 * PDFs of a chosen size that are real PDFs (cross-reference table, offsets counted), for tests
 * that need a large file the server's structure check (server/storage/document-structure.ts)
 * accepts: padding appended after %%EOF would not be one.
 */

/** A one-page PDF whose page's content stream is `padding` spaces (drawing nothing). */
export function paddedPdf(padding: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A real PDF of exactly `bytes` bytes (at least 400). */
export function pdfOfSize(bytes: number): Buffer {
  let padding = bytes;
  for (;;) {
    const pdf = paddedPdf(padding);
    if (pdf.length === bytes) return pdf;
    padding += bytes - pdf.length;
    if (padding < 0) throw new Error(`A PDF cannot be as small as ${bytes} bytes`);
  }
}
