import ExcelJS from 'exceljs';
import type { Candidate, Language } from '@portal/contracts';
import { candidatesExportHeader, candidatesExportName } from '../common/texts';
import { csvField, inertText } from '../../surveys/results';

/**
 * The candidates list as a file for spreadsheets, CSV or XLSX, one row per candidacy. Every text
 * cell goes through the same formula guard (survey-results.ts inertText): a name like "=HYPERLINK(...)"
 * stays text in both formats.
 */
const rowsOf = (candidates: Candidate[]) =>
  candidates.map((candidate) => [
    candidate.oferta.titulo,
    candidate.oferta.tipo,
    candidate.nombre,
    candidate.apellidos,
    candidate.email,
    candidate.telefono ?? '',
    candidate.titulacion ?? '',
    candidate.Estado,
    candidate.motivo ?? '',
    candidate.fecha.slice(0, 10),
    candidate.fechaActualizacion.slice(0, 10),
  ]);

export const candidatesCsv = (candidates: Candidate[], language: Language): string =>
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  '\uFEFF' +
  [candidatesExportHeader[language], ...rowsOf(candidates)]
    .map((row) => row.map((value) => csvField(value)).join(','))
    .join('\r\n') +
  '\r\n';

export const candidatesXlsx = async (candidates: Candidate[], language: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Careers portal';
  const sheet = workbook.addWorksheet(candidatesExportName[language]);
  sheet.addRow(candidatesExportHeader[language]).font = { bold: true };
  for (const row of rowsOf(candidates)) sheet.addRow(row.map((value) => inertText(value)));
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const exportFileName = (format: 'csv' | 'xlsx', language: Language) =>
  `${candidatesExportName[language]}-${new Date().toISOString().slice(0, 10)}.${format}`;
