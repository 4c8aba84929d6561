import { CompanyContactType, type Language } from '@portal/contracts';
import type pg from 'pg';
import type { AgreementDocument } from '../../company/agreements/agreement-document';
import { demoCompanyCif } from './company';
import { demoBrand } from './data';
import { onePagePdf } from './files';

/**
 * The demo company's agreements, so the demo works end to end: an agreement signatory, one
 * formalised agreement (active: the company may process internship proposals), one generated
 * (its signed copy can be uploaded) and one the company signed, waiting for the careers office.
 * Written once: the signatory is found by its e-mail, each
 * agreement by its deed's stored name; a demo user's later changes survive a restart.
 */

export const demoSignatory = {
  email: 'firmas@levante-tech.example',
  tratamiento: 'Da.',
  nombre: 'Elena',
  apellidos: 'Navarro Soler',
  nif: '22334455Y',
  telefono1: '963112233',
  puesto: 'Directora general',
} as const;

/** Stored names of the seeded deeds. */
const seedDeeds = {
  formalised: 'seed-escritura-formalizado.pdf',
  generated: 'seed-escritura-generado.pdf',
  signed: 'seed-escritura-firmado.pdf',
} as const;
/** The company's signed copy of the agreement waiting for the careers office. */
const seedSignedCopy = 'seed-convenio-firmado-empresa.pdf';

/** Stored name → content of the seeded deeds and signed copy (the seed stores them with the rows). */
export const seedAgreementFiles: Record<string, Buffer> = {
  ...Object.fromEntries(Object.values(seedDeeds).map((name) => [name, onePagePdf('Copia de escritura de poderes (demo)')])),
  [seedSignedCopy]: onePagePdf('Convenio de cooperación educativa firmado por la empresa (demo)'),
};

export const seedAgreements = async (client: pg.PoolClient): Promise<void> => {
  const { rows: companies } = await client.query<{ id: number; tradeName: string; legalName: string }>(
    `SELECT id, trade_name AS "tradeName", legal_name AS "legalName" FROM companies WHERE tax_id = $1`,
    [demoCompanyCif],
  );
  const company = companies[0];
  if (!company) return;
  await client.query(
    `INSERT INTO company_contacts (company_id, contact_type_id, title, first_name, last_names, email, national_id, phone1, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, lower(email), contact_type_id) DO NOTHING`,
    [
      company.id,
      CompanyContactType.FirmanteConvenio,
      demoSignatory.tratamiento,
      demoSignatory.nombre,
      demoSignatory.apellidos,
      demoSignatory.email,
      demoSignatory.nif,
      demoSignatory.telefono1,
      demoSignatory.puesto,
    ],
  );
  const { rows: signatories } = await client.query<{ id: number }>(
    `SELECT id FROM company_contacts WHERE company_id = $1 AND contact_type_id = $2 AND lower(email) = $3`,
    [company.id, CompanyContactType.FirmanteConvenio, demoSignatory.email],
  );
  const { rows: settings } = await client.query<{ clauses: string[] }>('SELECT clauses_es AS clauses FROM agreement_settings');
  const language: Language = 'es';
  const document = (fecha: string): AgreementDocument => ({
    idioma: language,
    fecha,
    institucion: demoBrand.nombreInstitucion,
    empresa: {
      nombreFiscal: company.legalName,
      nombreComercial: company.tradeName,
      cif: demoCompanyCif,
      direccion: 'Calle de Colón 12, 46004 València (Valencia), España',
      DPO: null,
    },
    firmante: {
      nombre: `${demoSignatory.tratamiento} ${demoSignatory.nombre} ${demoSignatory.apellidos}`,
      nif: demoSignatory.nif,
      puesto: demoSignatory.puesto,
      email: demoSignatory.email,
    },
    clausulas: settings[0]?.clauses ?? [],
  });
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  // Formalised a year ago, active for three more years.
  await client.query(
    `INSERT INTO company_agreements (company_id, signatory_contact_id, status, document, deed_stored_name,
            requested_at, status_changed_at, formalised_on, expires_on)
     SELECT $1, $2, 'formalizado', $3, $4, now() - interval '400 days', now() - interval '365 days',
            current_date - 365, current_date + 3 * 365
      WHERE NOT EXISTS (SELECT 1 FROM company_agreements WHERE deed_stored_name = $4)`,
    [company.id, signatories[0]?.id ?? null, JSON.stringify(document(daysAgo(400))), seedDeeds.formalised],
  );
  await client.query(
    `INSERT INTO company_agreements (company_id, signatory_contact_id, status, document, deed_stored_name, requested_at, status_changed_at)
     SELECT $1, $2, 'generado', $3, $4, now() - interval '3 days', now() - interval '3 days'
      WHERE NOT EXISTS (SELECT 1 FROM company_agreements WHERE deed_stored_name = $4)`,
    [company.id, signatories[0]?.id ?? null, JSON.stringify(document(daysAgo(3))), seedDeeds.generated],
  );
  // Signed by the company two days ago: it waits for the careers office's steps (its queue).
  await client.query(
    `INSERT INTO company_agreements (company_id, signatory_contact_id, status, document, deed_stored_name, signed_stored_name,
            requested_at, status_changed_at)
     SELECT $1, $2, 'firmadoEmpresa', $3, $4, $5, now() - interval '6 days', now() - interval '2 days'
      WHERE NOT EXISTS (SELECT 1 FROM company_agreements WHERE deed_stored_name = $4)`,
    [company.id, signatories[0]?.id ?? null, JSON.stringify(document(daysAgo(6))), seedDeeds.signed, seedSignedCopy],
  );
};
