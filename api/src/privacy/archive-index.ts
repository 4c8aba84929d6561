import type { Language } from '@portal/contracts';

const titles: Record<
  Language,
  { title: string; generated: string; intro: string; tables: string; files: string; none: string; rows: (n: number) => string }
> = {
  es: {
    title: 'Tus datos en el portal de empleo',
    generated: 'Generado el',
    intro:
      'Este archivo contiene todo lo que el portal guarda sobre ti: cada tabla en la carpeta «datos» (JSON, un fichero por tabla) y tus ficheros tal como los subiste en la carpeta «ficheros». Abajo puedes leerlo todo.',
    tables: 'Datos',
    files: 'Ficheros',
    none: 'Sin datos',
    rows: (n) => (n === 1 ? '1 registro' : `${n} registros`),
  },
  ca: {
    title: "Les teves dades al portal d'ocupació",
    generated: 'Generat el',
    intro:
      "Aquest arxiu conté tot el que el portal guarda sobre tu: cada taula a la carpeta «datos» (JSON, un fitxer per taula) i els teus fitxers tal com els vas pujar a la carpeta «ficheros». A sota ho pots llegir tot.",
    tables: 'Dades',
    files: 'Fitxers',
    none: 'Sense dades',
    rows: (n) => (n === 1 ? '1 registre' : `${n} registres`),
  },
  en: {
    title: 'Your data in the careers portal',
    generated: 'Generated on',
    intro:
      'This archive holds everything the portal keeps about you: each table in the "datos" folder (JSON, one file per table) and your files as you uploaded them in the "ficheros" folder. You can read all of it below.',
    tables: 'Data',
    files: 'Files',
    none: 'No data',
    rows: (n) => (n === 1 ? '1 record' : `${n} records`),
  },
};

const escapeHtml = (value: unknown) =>
  (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(
    /[&<>"']/g,
    (character) => `&#${character.charCodeAt(0)};`,
  );

/**
 * The archive's index.html: the same data as its JSON files, as a page people read offline, one
 * table per kind of data and the list of files with links into the archive. Every value escaped.
 */
export const archiveIndexHtml = (
  data: { generated: string; tables: Record<string, Record<string, unknown>[]>; files: string[] },
  language: Language,
) => {
  const words = titles[language];
  const tables = Object.entries(data.tables)
    .map(([name, rows]) => {
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
      const body = rows
        .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(row[column])}</td>`).join('')}</tr>`)
        .join('\n');
      return `<section><h3>${escapeHtml(name)}</h3><p>${words.rows(rows.length)}</p><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></section>`;
    })
    .join('\n');
  const files = data.files.length
    ? `<ul>${data.files.map((file) => `<li><a href="${escapeHtml(file)}">${escapeHtml(file)}</a></li>`).join('')}</ul>`
    : `<p>${words.none}</p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${words.title}</title>
<style>body{font-family:Lato,system-ui,sans-serif;margin:2rem;color:#1a1a1a}h1{color:#1f4e79}table{border-collapse:collapse;margin-bottom:1.5rem;font-size:.9rem}th,td{border:1px solid #c8d3df;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#eef3f8}</style>
</head><body><h1>${words.title}</h1><p>${words.generated} ${escapeHtml(data.generated)}</p><p>${words.intro}</p>
<h2>${words.files}</h2>
${files}
<h2>${words.tables}</h2>
${tables || `<p>${words.none}</p>`}
</body></html>
`;
};
