import { Status, formaliseAgreementRequest, type AgreementStatus, type QueueItem } from '@portal/contracts';
import { effectiveStatus, moveAgreement, staffActionsIn, type AgreementAction } from '../../company/agreements/agreements';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 3, agreements: the careers office's steps of the agreement state machine
 * (company/agreements/agreements.ts): a copy the company signed is marked wrong with a reason or
 * sent to the secretariat; one at the secretariat is formalised with its expiry date (`datos`
 * fechaCaducidad; the institution's validity from today without it) or marked wrong. The record
 * is the agreement; its deed, generated document and signed copy are downloadable by staff
 * (/api/Orientacion/ficheroConvenio). The older staff calls (office/agreement-routes.ts) decide
 * through this queue.
 */
const waiting = `a.status IN ('firmadoEmpresa', 'enviadoSecretaria')`;
const stateSql = effectiveStatus('a');
const from = `company_agreements a JOIN companies c ON c.id = a.company_id`;

/** A formalised agreement's expiry date: a day after today (the older call's own rule). */
const expirySchema = formaliseAgreementRequest.shape.fechaCaducidad;

type StaffAction = Exclude<AgreementAction, 'subirFirmado'>;

const texts: Record<StaffAction, (company: string, detail: string) => DecisionNotice['texts']> = {
  marcarErroneo: (company, reason) => ({
    es: { title: 'Convenio marcado como erróneo', body: `El servicio de empleo ha revisado el convenio de ${company} y debes corregirlo y subirlo firmado de nuevo. Motivo: ${reason}` },
    ca: { title: 'Conveni marcat com a erroni', body: `El servei d'ocupació ha revisat el conveni de ${company} i l'has de corregir i pujar-lo signat de nou. Motiu: ${reason}` },
    en: { title: 'Agreement marked wrong', body: `The careers service reviewed the agreement of ${company}: correct it and upload it signed again. Reason: ${reason}` },
  }),
  enviarSecretaria: (company) => ({
    es: { title: 'Convenio enviado a secretaría', body: `El servicio de empleo ha enviado el convenio firmado de ${company} a secretaría para formalizarlo.` },
    ca: { title: 'Conveni enviat a secretaria', body: `El servei d'ocupació ha enviat el conveni signat de ${company} a secretaria per formalitzar-lo.` },
    en: { title: 'Agreement sent to the secretariat', body: `The careers service sent the signed agreement of ${company} to the secretariat to be formalised.` },
  }),
  formalizar: (company, expiry) => ({
    es: { title: 'Convenio formalizado', body: `El convenio de ${company} está formalizado y vigente hasta el ${expiry}: ya puedes proponer prácticas.` },
    ca: { title: 'Conveni formalitzat', body: `El conveni de ${company} està formalitzat i vigent fins al ${expiry}: ja pots proposar pràctiques.` },
    en: { title: 'Agreement formalised', body: `The agreement of ${company} is formalised and in force until ${expiry}: you can now propose internships.` },
  }),
};

const fileUrl = (id: number, file: 'documento' | 'escritura' | 'firmado') => `/api/Orientacion/ficheroConvenio/${id}/${file}`;

export const agreementsQueue: QueueHandler = {
  id: 'convenios',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(a.status_changed_at) AS oldest FROM company_agreements a WHERE ${waiting}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    // What waits is read from its partial index; another state is a filter of its own ($1).
    const byState = query.estado ? { sql: `${stateSql} = $1`, params: [query.estado] } : { sql: waiting, params: [] as string[] };
    const text = textFilter(query.texto, ['c.trade_name', 'c.legal_name', 'c.tax_id'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    const order =
      query.orden === 'nombre' ? `lower(c.trade_name) ${orderDirection(query)}, a.id` : `a.status_changed_at ${orderDirection(query)}, a.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date }>(
        `SELECT a.id, c.trade_name AS titulo, c.tax_id || ' · ' || coalesce(a.document->'firmante'->>'nombre', '') AS detalle,
                ${stateSql} AS estado, a.status_changed_at AS since
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, ...item }) => ({ ...item, desde: since.toISOString(), avisos: [] })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: AgreementStatus;
      changedAt: Date;
      companyId: number;
      tradeName: string;
      legalName: string;
      cif: string;
      signatory: string | null;
      signatoryEmail: string | null;
      requestedAt: Date;
      wrongReason: string | null;
      formalisedOn: string | null;
      expiresOn: string | null;
      defaultExpiry: string;
      signed: boolean;
      activeElsewhere: boolean;
    }>(
      `SELECT ${stateSql} AS state, a.status_changed_at AS "changedAt", c.id AS "companyId", c.trade_name AS "tradeName",
              c.legal_name AS "legalName", c.tax_id AS cif, a.document->'firmante'->>'nombre' AS signatory,
              a.document->'firmante'->>'email' AS "signatoryEmail", a.requested_at AS "requestedAt", a.wrong_reason AS "wrongReason",
              to_char(a.formalised_on, 'YYYY-MM-DD') AS "formalisedOn", to_char(a.expires_on, 'YYYY-MM-DD') AS "expiresOn",
              to_char(current_date + make_interval(years => (SELECT validity_years FROM agreement_settings)), 'YYYY-MM-DD') AS "defaultExpiry",
              a.signed_stored_name IS NOT NULL AS signed,
              EXISTS (SELECT 1 FROM company_agreements o WHERE o.company_id = a.company_id AND o.id <> a.id
                        AND o.status = 'formalizado' AND o.expires_on >= current_date) AS "activeElsewhere"
         FROM ${from} WHERE a.id = $1 ${lock ? 'FOR UPDATE OF a' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      estado: row.state,
      version: `${row.state}@${row.changedAt.toISOString()}`,
      acciones: staffActionsIn(row.state).map((accion) => ({ accion, requiereMotivo: accion === 'marcarErroneo' })),
      registro: {
        idEmpresa: row.companyId,
        empresa: row.tradeName,
        razonSocial: row.legalName,
        cif: row.cif,
        firmante: row.signatory,
        emailFirmante: row.signatoryEmail,
        fechaSolicitud: row.requestedAt.toISOString(),
        fechaEstado: row.changedAt.toISOString(),
        motivoErroneo: row.wrongReason,
        fechaFormalizacion: row.formalisedOn,
        fechaCaducidad: row.expiresOn,
        // What formalising without a date of its own sets (agreement_settings.validity_years).
        caducidadPorDefecto: row.defaultExpiry,
        otroConvenioVigente: row.activeElsewhere,
        ficheros: {
          documento: fileUrl(id, 'documento'),
          escritura: fileUrl(id, 'escritura'),
          firmado: row.signed ? fileUrl(id, 'firmado') : null,
        },
      },
    };
  },

  waitingOf: async (db, owner) => {
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ titulo: string; estado: string; since: Date }>(
      `SELECT coalesce(a.document->'firmante'->>'nombre', a.id::text) AS titulo, a.status AS estado, a.status_changed_at AS since
         FROM company_agreements a
        WHERE a.company_id = $1 AND ${waiting} ORDER BY a.status_changed_at, a.id`,
      [owner.companyId],
    );
    return rows.map((row) => ({
      cola: 'convenios' as const,
      titulo: row.titulo,
      estado: row.estado,
      desde: row.since.toISOString(),
      enlace: '/subir-convenio-firmado',
    }));
  },

  decide: async (db, id, decision) => {
    const action = decision.accion as StaffAction;
    let expiresOn: string | undefined;
    if (action === 'formalizar' && decision.datos.fechaCaducidad !== undefined) {
      const parsed = expirySchema.safeParse(decision.datos.fechaCaducidad);
      if (!parsed.success || !parsed.data) return refuse(Status.missingMandatoryData);
      expiresOn = parsed.data;
    }
    const { rows } = await db.query<{ status: AgreementStatus; companyId: number; tradeName: string }>(
      `SELECT a.status, a.company_id AS "companyId", c.trade_name AS "tradeName" FROM ${from} WHERE a.id = $1`,
      [id],
    );
    const before = rows[0];
    if (!before) return refuse(Status.recordNotFound);
    const moved = await moveAgreement(db, id, null, action, {
      ...(decision.motivo ? { wrongReason: decision.motivo } : {}),
      ...(expiresOn ? { expiresOn } : {}),
    });
    if (!moved.ok) return refuse(Status.decisionNotOpen);
    const { rows: after } = await db.query<{ expiresOn: string | null }>(
      `SELECT to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn" FROM company_agreements WHERE id = $1`,
      [id],
    );
    const expiry = after[0]?.expiresOn ?? null;
    return {
      ok: true,
      value: {
        before: { estado: before.status },
        after: { estado: moved.value, ...(expiry ? { fechaCaducidad: expiry } : {}) },
        notices: [
          {
            to: { companyId: before.companyId },
            texts: texts[action](before.tradeName, action === 'formalizar' ? (expiry ?? '') : (decision.motivo ?? '')),
            url: action === 'formalizar' ? '/propuesta-practicas-empresa' : '/subir-convenio-firmado',
          },
        ],
      },
    };
  },
};
