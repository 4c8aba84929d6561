import type { Language } from '@portal/contracts';
import type { Pool } from '../db/pool';
import { findCvFile } from './cv-documents';
import { renderCvPdf } from './cv-pdf';
import { readStudentCv } from './cv-read';

/**
 * A student's CV as the one PDF the student downloads and the companies they applied to download
 * too, with the photo when there is one; undefined when the student is gone.
 */
export const studentCvPdf = async (pool: Pool, userId: number, language: Language, dataDir: string) => {
  const cv = await readStudentCv(pool, userId);
  if (!cv) return undefined;
  const photo = await findCvFile(pool, userId, 'photo');
  return {
    pdf: await renderCvPdf(cv, language, dataDir, photo?.stored ?? null),
    fileName: `CV ${cv.personales.nombre} ${cv.personales.apellidos}.pdf`,
  };
};
