import type pg from 'pg';
import { storeSeedFiles } from '../../platform/storage/restore-files';
import { seedAgreementFiles } from './agreements';
import { seedCompanyDocumentFiles } from './company-documents';
import { demoCvFiles } from './cv';
import { seedInternshipFiles } from './files';

/**
 * The files the demo rows name (CV photo and documents, internship plan, company documents,
 * agreement deeds), stored in the seed's transaction: the demo's downloads work on every replica.
 */
export const seedStoredFiles = (client: pg.PoolClient): Promise<void> =>
  storeSeedFiles(client, { ...demoCvFiles, ...seedInternshipFiles, ...seedCompanyDocumentFiles, ...seedAgreementFiles });
