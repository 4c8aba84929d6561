import {
  Status,
  startupCompanyTypeId,
  verifiedFields,
  type CompanyBrandSettings,
  type CompanyData,
  type CompanyDataRule,
  type CompanyDetailsInput,
  type CompanyVerification,
  type Language,
  type StartupData,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { createDomainCatalogue } from '../../reference-data/catalogue';
import { readCompanyAddress, saveCompanyAddress } from './address';
import type { CompanyCaller } from '../common/caller';
import { listWorkCentres } from './work-centres';
import { addressErrors } from '../../cv/address';

/** A refused field: by its rule (worded by the route), or already worded (the address rules). */
export type CompanyFieldFailure = { campo: string; regla: CompanyDataRule } | { campo: string; mensaje: string };

/** What a company data write answers: its value, or a code with the refused fields. */
export type CompanyDataOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; fields: CompanyFieldFailure[] };

const refused = (status: number, fields: CompanyFieldFailure[]) => ({ ok: false as const, status, fields });

/** The reference lists the company's choices must belong to (the domains the forms offer). */
interface CompanyReference {
  companyTypes: ReadonlySet<number>;
  sectors: ReadonlySet<number>;
  functionalAreas: ReadonlySet<number>;
  employeeRanges: ReadonlySet<number>;
  billingRanges: ReadonlySet<number>;
}
let reference: CompanyReference | undefined;
const companyReference = (): CompanyReference => {
  if (reference) return reference;
  const catalogue = createDomainCatalogue();
  const domains = catalogue.domains('es', new Date().getFullYear());
  const lists = catalogue.lists('es');
  const idsOf = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
  reference = {
    companyTypes: idsOf(domains.tiposEmpresa),
    sectors: idsOf(domains.sectores),
    functionalAreas: idsOf(domains.areasFuncionales),
    employeeRanges: idsOf(lists.rangosEmpleados),
    billingRanges: idsOf(lists.rangosFacturacion),
  };
  return reference;
};

interface CompanyRow {
  idEmpresa: number;
  nombreComercial: string;
  nombreFiscal: string;
  cif: string;
  descripcion: string | null;
  validada: boolean;
  numOfertasActivas: number;
  idTipoEmpresa: number | null;
  idSector: number | null;
  idAreaFuncional: number | null;
  idRangoEmpleados: number | null;
  idRangoFacturacion: number | null;
  cargo: string | null;
  sedeCentral: string | null;
  web: string | null;
  iban: string | null;
  fechaConstitucion: string | null;
  certificadaEnisa: boolean | null;
  fechaDatosCompletos: Date | null;
  fechaVerificacion: Date | null;
  withInternships: boolean;
}

const readCompanyRow = async (db: Pool | pg.PoolClient, companyId: number, lock = false) =>
  (
    await db.query<CompanyRow>(
      `SELECT c.id AS "idEmpresa", c.trade_name AS "nombreComercial", c.legal_name AS "nombreFiscal",
              c.tax_id AS cif, c.description AS descripcion, c.validated AS validada,
              (SELECT count(*)::integer FROM offers o
                WHERE o.company_id = c.id AND o.closed_at IS NULL
                  AND (o.expires_at IS NULL OR o.expires_at > now())) AS "numOfertasActivas",
              c.company_type_id AS "idTipoEmpresa", c.sector_id AS "idSector",
              c.functional_area_id AS "idAreaFuncional", c.employee_range_id AS "idRangoEmpleados",
              c.billing_range_id AS "idRangoFacturacion", c.position AS cargo, c.headquarters AS "sedeCentral",
              c.website AS web, c.iban, to_char(c.startup_founded_on, 'YYYY-MM-DD') AS "fechaConstitucion",
              c.startup_enisa_certified AS "certificadaEnisa", c.data_completed_at AS "fechaDatosCompletos",
              c.data_verified_at AS "fechaVerificacion", c.with_internships AS "withInternships"
         FROM companies c WHERE c.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [companyId],
    )
  ).rows[0];

/** The IBAN is required when the brand checks it and the company offers internships (72). */
export const requiresIban = (settings: CompanyBrandSettings, withInternships: boolean) =>
  settings.compruebaIban && withInternships;

const lockedFields = (verifiedAt: Date | null) => (verifiedAt ? [...verifiedFields] : []);

/** dameDatosEmpresa: every field of the company of the session. */
export const readCompanyData = async (
  pool: Pool,
  companyId: number,
  settings: CompanyBrandSettings,
): Promise<CompanyData | undefined> => {
  const row = await readCompanyRow(pool, companyId);
  if (!row) return undefined;
  const { fechaConstitucion, certificadaEnisa, fechaDatosCompletos, fechaVerificacion, withInternships, ...company } = row;
  const startup: StartupData | null =
    fechaConstitucion !== null && certificadaEnisa !== null ? { fechaConstitucion, certificadaEnisa } : null;
  return {
    ...company,
    startup,
    domicilio: await readCompanyAddress(pool, companyId),
    centrosTrabajo: await listWorkCentres(pool, companyId),
    fechaDatosCompletos: fechaDatosCompletos?.toISOString() ?? null,
    fechaVerificacion: fechaVerificacion?.toISOString() ?? null,
    bloqueados: lockedFields(fechaVerificacion),
    pideTipoEmpresa: settings.tipoEmpresa,
    requiereIban: requiresIban(settings, withInternships),
  };
};

/**
 * The required company fields the company has not given yet (faltanDatosAlaEmpresa): the ones
 * editaEmpresaCompletos requires, so completing the form is what makes the popup go.
 */
export const missingCompanyFields = (company: CompanyData): string[] => {
  const missing: string[] = [];
  if (company.pideTipoEmpresa && company.idTipoEmpresa === null) missing.push('idTipoEmpresa');
  if (company.idTipoEmpresa === startupCompanyTypeId && company.startup === null) missing.push('startup');
  if (company.idSector === null) missing.push('idSector');
  if (company.idAreaFuncional === null) missing.push('idAreaFuncional');
  if (!company.cargo) missing.push('cargo');
  if (!company.sedeCentral) missing.push('sedeCentral');
  if (company.domicilio === null) missing.push('domicilio');
  if (company.requiereIban && !company.iban) missing.push('iban');
  if (!company.descripcion?.trim()) missing.push('descripcion');
  return missing;
};

/** The CIF belongs to another company already (8 as the account request answers). */
const cifTaken = async (db: pg.PoolClient, cif: string, companyId: number) =>
  ((await db.query('SELECT 1 FROM companies WHERE upper(tax_id) = $1 AND id <> $2', [cif, companyId])).rowCount ?? 0) > 0;

/** Locked fields changed, a CIF of another company: the refusals both writes of the CIF share. */
const identityFailures = async (
  db: pg.PoolClient,
  current: CompanyRow,
  input: { cif: string; nombreFiscal: string },
): Promise<{ status: number; fields: CompanyFieldFailure[] } | null> => {
  if (current.fechaVerificacion) {
    const fields = verifiedFields
      .filter((field) => input[field] !== current[field])
      .map((campo): CompanyFieldFailure => ({ campo, regla: 'locked' }));
    if (fields.length > 0) return { status: Status.missingMandatoryData, fields };
  }
  if (input.cif !== current.cif && (await cifTaken(db, input.cif, current.idEmpresa))) {
    return { status: Status.alreadyExisted, fields: [{ campo: 'cif', regla: 'cifTaken' }] };
  }
  return null;
};

/**
 * A change of the CIF ($2) or the legal name ($3) stamps identity_changed_at: the company waits
 * for the careers office's verification again (office/queues/company-data.ts).
 */
const identityChangedSql = `identity_changed_at = CASE WHEN tax_id IS DISTINCT FROM $2 OR legal_name IS DISTINCT FROM $3
  THEN now() ELSE identity_changed_at END`;

/**
 * editaEmpresaCompletos (539): every field at once, the address included, in one transaction.
 * Refusals: 400 with each field (the brand's company type, unknown reference ids, the address
 * rules, a field the office verified); 72 without the IBAN it needs; 8 for another company's CIF.
 */
export const saveCompanyDetails = (
  pool: Pool,
  caller: CompanyCaller,
  settings: CompanyBrandSettings,
  input: CompanyDetailsInput,
  language: Language,
): Promise<CompanyDataOutcome<true>> =>
  inTransaction(pool, async (db) => {
    const current = await readCompanyRow(db, caller.companyId, true);
    if (!current) return refused(Status.accessDenied, []);
    const known = companyReference();
    const failures: CompanyFieldFailure[] = [];
    const choice = (campo: string, value: number | null, within: ReadonlySet<number>) => {
      if (value !== null && !within.has(value)) failures.push({ campo, regla: 'invalid' });
    };
    // Without the brand's company type, a type sent is ignored and none is required.
    const companyType = settings.tipoEmpresa ? input.idTipoEmpresa : null;
    if (settings.tipoEmpresa && companyType === null) failures.push({ campo: 'idTipoEmpresa', regla: 'required' });
    choice('idTipoEmpresa', companyType, known.companyTypes);
    choice('idSector', input.idSector, known.sectors);
    choice('idAreaFuncional', input.idAreaFuncional, known.functionalAreas);
    choice('idRangoEmpleados', input.idRangoEmpleados, known.employeeRanges);
    choice('idRangoFacturacion', input.idRangoFacturacion, known.billingRanges);
    const startup = companyType === startupCompanyTypeId ? input.startup : null;
    failures.push(
      ...addressErrors(input.domicilio, language).map(({ campo, mensaje }) => ({ campo: `domicilio.${campo}`, mensaje })),
    );
    const ibanMissing = requiresIban(settings, current.withInternships) && input.iban === null;
    if (ibanMissing) failures.push({ campo: 'iban', regla: 'ibanMissing' });
    if (failures.length > 0) {
      // Only a missing IBAN: its own code (72); anything else is a form to review (15).
      return refused(ibanMissing && failures.length === 1 ? Status.ibanMissing : Status.missingMandatoryData, failures);
    }
    const identity = await identityFailures(db, current, input);
    if (identity) return refused(identity.status, identity.fields);

    await db.query(
      `UPDATE companies SET ${identityChangedSql}, tax_id = $2, legal_name = $3, trade_name = $4, company_type_id = $5,
              startup_founded_on = $6, startup_enisa_certified = $7, sector_id = $8, functional_area_id = $9,
              employee_range_id = $10, billing_range_id = $11, position = $12, headquarters = $13, website = $14,
              iban = $15, data_completed_at = now()
        WHERE id = $1`,
      [
        caller.companyId,
        input.cif,
        input.nombreFiscal,
        input.nombreComercial,
        companyType,
        startup?.fechaConstitucion ?? null,
        startup?.certificadaEnisa ?? null,
        input.idSector,
        input.idAreaFuncional,
        input.idRangoEmpleados,
        input.idRangoFacturacion,
        input.cargo,
        input.sedeCentral,
        input.web,
        input.iban,
      ],
    );
    await saveCompanyAddress(db, caller.companyId, input.domicilio);
    return { ok: true, value: true };
  });

/** dameDatosEmpresaVerificacion */
export const readCompanyVerification = async (pool: Pool, companyId: number): Promise<CompanyVerification | undefined> => {
  const row = await readCompanyRow(pool, companyId);
  if (!row) return undefined;
  return {
    cif: row.cif,
    nombreFiscal: row.nombreFiscal,
    nombreComercial: row.nombreComercial,
    fechaVerificacion: row.fechaVerificacion?.toISOString() ?? null,
    bloqueados: lockedFields(row.fechaVerificacion),
  };
};

/**
 * editarEmpresaVerificacion (532): the CIF and the legal name while the office has not verified
 * them (locked afterwards, 400 naming each), and the trade name at any time.
 */
export const saveCompanyVerification = (
  pool: Pool,
  companyId: number,
  input: { cif: string; nombreFiscal: string; nombreComercial: string },
): Promise<CompanyDataOutcome<CompanyVerification>> =>
  inTransaction(pool, async (db) => {
    const current = await readCompanyRow(db, companyId, true);
    if (!current) return refused(Status.accessDenied, []);
    const identity = await identityFailures(db, current, input);
    if (identity) return refused(identity.status, identity.fields);
    await db.query(`UPDATE companies SET ${identityChangedSql}, tax_id = $2, legal_name = $3, trade_name = $4 WHERE id = $1`, [
      companyId,
      input.cif,
      input.nombreFiscal,
      input.nombreComercial,
    ]);
    return {
      ok: true,
      value: {
        ...input,
        fechaVerificacion: current.fechaVerificacion?.toISOString() ?? null,
        bloqueados: lockedFields(current.fechaVerificacion),
      },
    };
  });

/** guardarDescripcionEmpresa (507) */
export const saveCompanyDescription = async (pool: Pool, companyId: number, descripcion: string) => {
  await pool.query('UPDATE companies SET description = $2 WHERE id = $1', [companyId, descripcion]);
};

/**
 * The careers office verifies the CIF and legal name (the datosEmpresa queue's decision, which
 * verificaDatosEmpresa takes too): locked from now on, any earlier return of them cleared.
 */
export const markCompanyVerified = async (db: Pool | pg.PoolClient, companyId: number): Promise<string | undefined> => {
  const { rows } = await db.query<{ verifiedAt: Date }>(
    `UPDATE companies SET data_verified_at = now(), data_returned_at = NULL, data_return_reason = NULL WHERE id = $1
     RETURNING data_verified_at AS "verifiedAt"`,
    [companyId],
  );
  return rows[0]?.verifiedAt.toISOString();
};

/** The careers office returns the CIF and legal name to the company with what to fix (datosEmpresa queue). */
export const returnCompanyData = async (db: Pool | pg.PoolClient, companyId: number, reason: string): Promise<void> => {
  await db.query('UPDATE companies SET data_returned_at = now(), data_return_reason = $2 WHERE id = $1', [companyId, reason]);
};
