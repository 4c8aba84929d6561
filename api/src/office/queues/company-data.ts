import { Status, type QueueItem } from '@portal/contracts';
import { markCompanyVerified, returnCompanyData } from '../../company/data/company-data';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 11, company data verification: the office checks a company's CIF and legal name (against
 * its deeds, the tax registry) and verifies them (the company can no longer change them), or
 * returns them with what to fix. What waits: validated companies whose CIF or legal name changed
 * since the last verification, or never verified, and not since the office returned them (the
 * company's next change brings them back). Its verificaDatosEmpresa call decides through here.
 */
const waiting = `c.validated AND (c.data_verified_at IS NULL OR c.identity_changed_at > c.data_verified_at)
    AND (c.data_returned_at IS NULL OR c.identity_changed_at > c.data_returned_at)`;
const stateSql = `CASE WHEN c.data_verified_at IS NOT NULL AND c.identity_changed_at <= c.data_verified_at THEN 'verificada'
  WHEN NOT c.validated THEN 'sinValidar'
  WHEN c.data_returned_at IS NOT NULL AND c.identity_changed_at <= c.data_returned_at THEN 'devuelta'
  ELSE 'pendiente' END`;

const texts = {
  verificar: (company: string): DecisionNotice['texts'] => ({
    es: { title: 'Datos de empresa verificados', body: `El servicio de empleo ha verificado el CIF y la razón social de ${company}: desde ahora no se pueden cambiar.` },
    ca: { title: "Dades d'empresa verificades", body: `El servei d'ocupació ha verificat el CIF i la raó social de ${company}: des d'ara no es poden canviar.` },
    en: { title: 'Company data verified', body: `The careers service verified the tax id and legal name of ${company}: they can no longer be changed.` },
  }),
  devolver: (company: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Revisa los datos de tu empresa', body: `El servicio de empleo no ha podido verificar el CIF y la razón social de ${company}. Corrígelos en los datos de la empresa: ${reason}` },
    ca: { title: 'Revisa les dades de la teva empresa', body: `El servei d'ocupació no ha pogut verificar el CIF i la raó social de ${company}. Corregeix-los a les dades de l'empresa: ${reason}` },
    en: { title: "Check your company's data", body: `The careers service could not verify the tax id and legal name of ${company}. Correct them in the company data: ${reason}` },
  }),
};

export const companyDataQueue: QueueHandler = {
  id: 'datosEmpresa',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(c.identity_changed_at) AS oldest FROM companies c WHERE ${waiting}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const byState = query.estado ? { sql: `${stateSql} = $1`, params: [query.estado] } : { sql: waiting, params: [] as string[] };
    const text = textFilter(query.texto, ['c.trade_name', 'c.legal_name', 'c.tax_id'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    const order =
      query.orden === 'nombre' ? `lower(c.trade_name) ${orderDirection(query)}, c.id` : `c.identity_changed_at ${orderDirection(query)}, c.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM companies c WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; reverify: boolean }>(
        `SELECT c.id, c.trade_name AS titulo, c.tax_id || ' · ' || c.legal_name AS detalle, ${stateSql} AS estado,
                c.identity_changed_at AS since, c.data_verified_at IS NOT NULL AS reverify
           FROM companies c WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, reverify, ...item }) => ({
        ...item,
        desde: since.toISOString(),
        // Verified once, changed since: the staff member checks what changed.
        avisos: reverify && item.estado === 'pendiente' ? ['cambiadosTrasVerificar'] : [],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: string;
      changedAt: Date;
      verifiedAt: Date | null;
      returnedAt: Date | null;
      returnReason: string | null;
      tradeName: string;
      legalName: string;
      cif: string;
      validated: boolean;
      createdAt: Date;
      website: string | null;
      headquarters: string | null;
      duplicates: { idEmpresa: number; nombreComercial: string; cif: string; razonSocial: string }[];
    }>(
      `SELECT ${stateSql} AS state, c.identity_changed_at AS "changedAt", c.data_verified_at AS "verifiedAt",
              c.data_returned_at AS "returnedAt", c.data_return_reason AS "returnReason", c.trade_name AS "tradeName",
              c.legal_name AS "legalName", c.tax_id AS cif, c.validated, c.created_at AS "createdAt", c.website,
              c.headquarters,
              coalesce((SELECT jsonb_agg(jsonb_build_object('idEmpresa', d.id, 'nombreComercial', d.trade_name, 'cif', d.tax_id,
                                                            'razonSocial', d.legal_name) ORDER BY d.id)
                          FROM companies d WHERE d.id <> c.id AND lower(d.legal_name) = lower(c.legal_name)), '[]') AS duplicates
         FROM companies c WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const acciones =
      row.state === 'verificada'
        ? []
        : [{ accion: 'verificar', requiereMotivo: false }, ...(row.state === 'pendiente' ? [{ accion: 'devolver', requiereMotivo: true }] : [])];
    return {
      estado: row.state,
      version: `${row.state}@${row.changedAt.toISOString()}@${iso(row.verifiedAt) ?? ''}@${iso(row.returnedAt) ?? ''}`,
      acciones,
      registro: {
        nombreComercial: row.tradeName,
        razonSocial: row.legalName,
        cif: row.cif,
        validada: row.validated,
        web: row.website,
        sedeCentral: row.headquarters,
        fechaAlta: row.createdAt.toISOString(),
        fechaCambioDatos: row.changedAt.toISOString(),
        fechaVerificacion: iso(row.verifiedAt),
        fechaDevolucion: iso(row.returnedAt),
        motivoDevolucion: row.returnReason,
        mismaRazonSocial: row.duplicates,
      },
    };
  },

  waitingOf: async (db, owner) => {
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ name: string; since: Date }>(
      `SELECT c.legal_name AS name, c.identity_changed_at AS since FROM companies c WHERE c.id = $1 AND ${waiting}`,
      [owner.companyId],
    );
    return rows.map((row) => ({ cola: 'datosEmpresa' as const, titulo: row.name, estado: 'pendiente', desde: row.since.toISOString(), enlace: '/mi-empresa' }));
  },

  decide: async (db, id, decision) => {
    const { rows } = await db.query<{ state: string; tradeName: string }>(
      `SELECT ${stateSql} AS state, c.trade_name AS "tradeName" FROM companies c WHERE c.id = $1`,
      [id],
    );
    const company = rows[0];
    if (!company) return refuse(Status.recordNotFound);
    if (decision.accion === 'verificar') await markCompanyVerified(db, id);
    else await returnCompanyData(db, id, decision.motivo ?? '');
    const verified = decision.accion === 'verificar';
    return {
      ok: true,
      value: {
        before: { estado: company.state },
        after: { estado: verified ? 'verificada' : 'devuelta' },
        notices: [
          {
            to: { companyId: id },
            texts: verified ? texts.verificar(company.tradeName) : texts.devolver(company.tradeName, decision.motivo ?? ''),
            url: verified ? '/mi-empresa' : '/formulario-datos',
          },
        ],
      },
    };
  },
};
