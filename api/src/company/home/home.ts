import type { CompanyBrandSettings, CompanyHome, MissingData } from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { readBrand } from '../../brand/brand';
import { educationRequestCount } from '../education/education';
import { processCounts } from '../offers/offers';
import { missingCompanyFields, readCompanyData } from '../data/company-data';
import { companySettings, type CompanyCaller } from '../common/caller';

const nothingMissing: MissingData = { faltan: false, campos: [] };

/**
 * `faltanDatosAlaEmpresa`: the required company data (editaEmpresaCompletos, company/data/company-data.ts
 * `missingCompanyFields`) the company has not given, and its description. Nothing when the brand
 * does not check (checkDatosCompletosEmpresa).
 */
export const missingCompanyData = async (pool: Pool, caller: CompanyCaller, check: boolean): Promise<MissingData> => {
  if (!check) return nothingMissing;
  const company = await readCompanyData(pool, caller.companyId, await companySettings(pool));
  const campos = company ? missingCompanyFields(company) : [];
  return { faltan: campos.length > 0, campos };
};

/**
 * `faltanDatosAlContactoEmpresa`: the company has no general contact (contact type 4) with a
 * phone and a position to reach it by. Nothing when the brand does not check.
 */
export const missingContactData = async (pool: Pool, companyId: number, check: boolean): Promise<MissingData> => {
  if (!check) return nothingMissing;
  const { rowCount } = await pool.query(
    `SELECT 1 FROM company_contacts WHERE company_id = $1 AND contact_type_id = 4
        AND phone1 <> '' AND coalesce(position, '') <> ''`,
    [companyId],
  );
  return rowCount ? nothingMissing : { faltan: true, campos: ['contacto'] };
};

/**
 * `tieneMenuSolicitudesPracticasEducacion`: the menu entry shows only when the brand has the menu
 * and the company has requests from education centres (any status: answered ones stay readable).
 */
export const hasEducationRequestsMenu = async (
  pool: Pool,
  companyId: number,
  settings: CompanyBrandSettings,
): Promise<boolean> =>
  settings.menuSolicitudesPracticasEducacion && (await educationRequestCount(pool, companyId)) > 0;

/** The company home in one call: tiles, menu conditions, missing-data popups, IBAN warning. */
export const companyHome = async (pool: Pool, caller: CompanyCaller, settings: CompanyBrandSettings): Promise<CompanyHome> => {
  const brand = await readBrand(pool);
  const check = brand.flags.checkDatosCompletosEmpresa;
  const { rows } = await pool.query<{ practicas: number; empleo: number }>(
    `SELECT count(*) FILTER (WHERE offer_type = 'practicas')::integer AS practicas,
            count(*) FILTER (WHERE offer_type = 'empleo')::integer AS empleo
       FROM offers WHERE company_id = $1 AND state_id IN (1, 2) AND (expires_at IS NULL OR expires_at > now())`,
    [caller.companyId],
  );
  return {
    idEmpresa: caller.companyId,
    nombreComercial: caller.tradeName,
    conPracticas: caller.withInternships,
    conEmpleo: caller.withEmployment,
    numOfertasPracticas: rows[0]?.practicas ?? 0,
    numOfertasEmpleo: rows[0]?.empleo ?? 0,
    ...(await processCounts(pool, caller.companyId)),
    faltanDatosAlaEmpresa: (await missingCompanyData(pool, caller, check)).faltan,
    faltanDatosAlContactoEmpresa: (await missingContactData(pool, caller.companyId, check)).faltan,
    tieneMenuSolicitudesPracticasEducacion: await hasEducationRequestsMenu(pool, caller.companyId, settings),
    avisoIban: settings.compruebaIban && caller.withInternships && !caller.iban ? 535 : null,
    acciones: {
      copiar: settings.duplicarOfertas,
      copiarPerfilContrario: settings.duplicarOfertasPerfilContrario,
      cerrar: settings.cerrarOfertas,
      eliminar: settings.eliminarOfertas,
      mostrarReferencia: settings.mostrarReferenciaOferta,
    },
  };
};
