import type { Language } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import type { FileStore } from '../platform/storage/file-store';
import { findCvFile } from './documents';
import { renderCvPdf } from './pdf';
import { readStudentCv } from './read';

/**
 * A student's CV as the one PDF the student downloads and the companies they applied to download
 * too, with the photo when there is one; undefined when the student is gone.
 */
export const studentCvPdf = async (pool: Pool, files: FileStore, userId: number, language: Language) => {
  const cv = await readStudentCv(pool, userId);
  if (!cv) return undefined;
  const photo = await findCvFile(pool, userId, 'photo');
  // PDFKit draws PNG and JPEG; another photo leaves the header without it.
  const drawable = photo && /^(png|jpe?g)$/i.test(photo.extension) ? await files.get(pool, photo.stored) : undefined;
  return {
    // Made again on each download from the rows and the store: no copy kept by one replica.
    pdf: await renderCvPdf(cv, language, drawable?.bytes ?? null),
    fileName: `CV ${cv.personales.nombre} ${cv.personales.apellidos}.pdf`,
  };
};
