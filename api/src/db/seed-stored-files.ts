import type pg from 'pg';
import { storeSeedFiles } from '../storage/restore-files';
import { seedAgreementFiles } from './seed-agreements';
import { seedCompanyDocumentFiles } from './seed-company-documents';
import { demoCvFiles } from './seed-cv';
import { seedInternshipFiles } from './seed-files';

/**
 * The files the demo rows name (CV photo and documents, internship plan, company documents,
 * agreement deeds), stored in the seed's transaction: the demo's downloads work on every replica.
 */
export const seedStoredFiles = (client: pg.PoolClient): Promise<void> =>
  storeSeedFiles(client, { ...demoCvFiles, ...seedInternshipFiles, ...seedCompanyDocumentFiles, ...seedAgreementFiles });
