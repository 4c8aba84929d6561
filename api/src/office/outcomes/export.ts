import ExcelJS from 'exceljs';
import type { Language, OutcomeTable, OutcomeValue } from '@portal/contracts';
import { csvField, inertText } from '../../surveys/results';
import { columnNames, offerTypeNames, panelNames, totalLabel } from './texts';

/**
 * One dashboard's table as a file for spreadsheets, CSV or XLSX: its headings, its rows as the
 * page shows them (hidden counts read "< 5", as on the page), then the total of the shown cells.
 * Labels (sector names, survey titles) are text someone typed: every one goes through the formula
 * guard of the survey results (a title like "=HYPERLINK(...)" stays text in both formats).
 */
const headingOf = (table: OutcomeTable, language: Language) =>
  [...table.dimensiones, ...table.medidas.map((measure) => measure.clave)].map((key) => columnNames[key]?.[language] ?? key);

const labelOf = (dimension: string, label: string, language: Language) =>
  dimension === 'tipo' ? (offerTypeNames[label]?.[language] ?? label) : label;

const cellOf = (value: OutcomeValue): string | number => (value === null ? '' : value);

const rowsOf = (table: OutcomeTable, language: Language): (string | number)[][] => [
  ...table.filas.map((row) => [
    ...row.etiquetas.map((label, index) => labelOf(table.dimensiones[index]!, label, language)),
    ...row.valores.map(cellOf),
  ]),
  [totalLabel[language], ...table.dimensiones.slice(1).map(() => ''), ...table.totales.map(cellOf)],
];

export const outcomeCsv = (table: OutcomeTable, language: Language): string =>
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  '\uFEFF' +
  [headingOf(table, language), ...rowsOf(table, language)].map((row) => row.map((value) => csvField(value)).join(',')).join('\r\n') +
  '\r\n';

export const outcomeXlsx = async (table: OutcomeTable, language: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Careers portal';
  // A sheet's name may not hold more than 31 characters.
  const sheet = workbook.addWorksheet(panelNames[table.panel][language].slice(0, 31));
  sheet.addRow(headingOf(table, language)).font = { bold: true };
  for (const row of rowsOf(table, language)) sheet.addRow(row.map((value) => (typeof value === 'string' ? inertText(value) : value)));
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const outcomeFileName = (table: OutcomeTable, format: 'csv' | 'xlsx', language: Language) =>
  `${panelNames[table.panel][language].normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w]+/g, '-').toLowerCase()}-${new Date().toISOString().slice(0, 10)}.${format}`;
