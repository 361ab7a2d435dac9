import ExcelJS from 'exceljs';
import type { Application } from '../applications/view';
import type { Field } from './application-fields';

/*
 * The export workbook: one sheet, a header row of the fields' labels in the lender's order and
 * one row of the application's values — amounts as numbers shown with Indian grouping, dates as
 * real dates shown DD-MM-YYYY — so a lender can sort, sum and filter without retyping.
 */

export const SHEET_NAME = 'Application';

/** ₹ with Indian grouping in Excel: conditions pick the grouping for crores, lakhs, thousands. */
export const RUPEES_FORMAT =
  '[>=10000000]"₹"##\\,##\\,##\\,##0;[>=100000]"₹"##\\,##\\,##0;"₹"#,##0';
export const DATE_FORMAT = 'dd-mm-yyyy';

/** A calendar date as the Date exceljs writes as that day (it counts days in UTC). */
function excelDate(iso: string): Date {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The workbook's bytes. `now` is the file's creation time (its properties). */
export async function buildWorkbook(
  application: Application,
  columns: readonly Field[],
  now: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Rinn';
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((field) => ({
    header: field.label,
    key: field.key,
    width: Math.max(14, field.label.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };

  const row = sheet.getRow(2);
  columns.forEach((field, index) => {
    const cell = row.getCell(index + 1);
    const value = field.read(application);
    if (value.value === null) return;
    switch (value.kind) {
      case 'amount':
        cell.value = value.value;
        cell.numFmt = RUPEES_FORMAT;
        break;
      case 'date':
        cell.value = excelDate(value.value);
        cell.numFmt = DATE_FORMAT;
        break;
      default:
        cell.value = value.value;
    }
  });
  row.commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
