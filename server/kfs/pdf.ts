import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../src/domain/dates';
import type { KeyFactStatement } from '../../src/domain/kfs/statement';
import type { KfsTexts } from '../../src/i18n/kfs';
import { kfsLines } from '../../src/i18n/kfs/lines';
import { kfsScheduleCells, kfsScheduleColumns, kfsSummaryRows } from '../../src/i18n/kfs/rows';
import { fill } from '../../src/i18n/language';
import { sfntFromWoff } from './woff';

/*
 * The Key Fact Statement as a PDF (issue 21 item 2), made on the server with pdfkit. Devanagari
 * needs OpenType shaping (conjuncts, the ि matra drawn before its consonant): pdfkit does it
 * through fontkit with an embedded font. IBM Plex Sans Devanagari (OFL) has Latin, Devanagari
 * and the ₹ sign, so one family prints both languages and every amount. pdfkit embeds only the
 * glyphs used. Nothing is computed here: every figure comes from src/domain/kfs.
 */

const require = createRequire(import.meta.url);
const REGULAR = 'plex';
const BOLD = 'plex-bold';

/*
 * The fonts are opened once per process and handed to every document: fontkit reads a font's
 * substitution and positioning tables the first time it lays text out with them, which costs
 * more than the whole rest of a statement; a fresh font per document paid that every time.
 */
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | null = null;
function openFont(weight: 'Regular' | 'SemiBold'): fontkit.Font {
  const file = require.resolve(
    `@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-${weight}.woff`,
  );
  return fontkit.create(sfntFromWoff(readFileSync(file))) as fontkit.Font;
}
const embeddedFonts = () =>
  (fonts ??= { regular: openFont('Regular'), bold: openFont('SemiBold') });

export interface KfsPdfContext {
  /** The brand the partner works under: the statement's letterhead. */
  brandName: string;
  /** When and from which mobile the borrower acknowledged it; null until then. */
  acknowledgement: { at: string; mobile: string } | null;
}

const PAGE = { margin: 40, width: 595.28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 260;

/** The officer's name and every way to reach them. */
/** Writes a label and its value side by side, moving down by the taller of the two. */
function row(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const top = doc.y;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  const height = Math.max(
    doc.font(REGULAR).heightOfString(label, { width: LABEL_WIDTH - 8 }),
    doc.font(BOLD).heightOfString(value, { width: valueWidth }),
  );
  if (top + height > doc.page.height - PAGE.margin) doc.addPage();
  const y = doc.y;
  doc.font(REGULAR).text(label, PAGE.margin, y, { width: LABEL_WIDTH - 8 });
  doc.font(BOLD).text(value, PAGE.margin + LABEL_WIDTH, y, { width: valueWidth });
  doc.y = y + height + 4;
}

const SCHEDULE_WIDTHS = [30, 70, 85, 75, 65, 75, 85] as const;

/** One line of the schedule table, numbers right-aligned in their columns. */
function scheduleLine(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  if (doc.y + 14 > doc.page.height - PAGE.margin) doc.addPage();
  const y = doc.y;
  let x = PAGE.margin;
  doc.font(bold ? BOLD : REGULAR);
  cells.forEach((cell, index) => {
    const width = SCHEDULE_WIDTHS[index] ?? 60;
    doc.text(cell, x, y, { width: width - 4, align: index === 1 ? 'left' : 'right' });
    x += width;
  });
  doc.y = y + 14;
}

/** The statement as PDF bytes, in the language of `texts`. */
export function kfsPdf(
  kfs: KeyFactStatement,
  texts: KfsTexts,
  context: KfsPdfContext,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${texts.title} ${kfs.proposal_number}`, Author: context.brandName },
  });
  const { regular, bold } = embeddedFonts();
  // pdfkit takes a fontkit font as it is (its types only name paths and bytes).
  doc.registerFont(REGULAR, regular as unknown as string);
  doc.registerFont(BOLD, bold as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(16).text(context.brandName);
  doc.fontSize(14).text(texts.title);
  doc.font(REGULAR).fontSize(10).text(texts.subtitle).moveDown(0.8);
  for (const [label, value] of kfsSummaryRows(kfs, texts)) row(doc, label, value);
  doc.moveDown(0.5).font(REGULAR).text(texts.aprNote, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.5).text(kfsLines(kfs, texts).validity);
  doc
    .moveDown(0.5)
    .font(BOLD)
    .text(
      context.acknowledgement
        ? fill(texts.acknowledged, {
            date: formatDate(context.acknowledgement.at),
            mobile: context.acknowledgement.mobile,
          })
        : texts.notAcknowledged,
    );

  doc.addPage();
  doc.font(BOLD).fontSize(12).text(texts.schedule).moveDown(0.5).fontSize(8);
  scheduleLine(doc, kfsScheduleColumns(texts), true);
  for (const instalment of kfs.schedule) scheduleLine(doc, kfsScheduleCells(instalment));
  doc.end();
  return done;
}
