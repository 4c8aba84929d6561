import type { Language } from '@portal/contracts';
import type { StatusCatalogueTexts } from './types';
import { statusEs } from './status.es';
import { statusCa } from './status.ca';
import { statusEn } from './status.en';

/** The status catalogue texts (spec 000 §8 and 001 §8) in every language, by status code. */
export const statusTexts: Record<Language, StatusCatalogueTexts> = {
  es: statusEs,
  ca: statusCa,
  en: statusEn,
};
