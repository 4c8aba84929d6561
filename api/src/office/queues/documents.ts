import { Status, companyDocumentTypeNames, companyDocumentTypeOf, type Language, type QueueItem } from '@portal/contracts';
import { incorporationFormData } from '../../company/candidates/incorporation';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type Db, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 8, what companies hand in for the office to read: the documents they upload
 * (/documentacion, adddoc) and the incorporation forms that select a candidate (540). The office
 * accepts one, or returns it with a reason the company reads and fixes: a returned document is
 * replaced by uploading it again, a returned form by saving it again; either then waits again.
 *
 * One list, two tables. An item's id must name one record of the queue, so the two tables get
 * disjoint id spaces: a document keeps its own id (below 1,000,000,000, a check of migration 057)
 * and a form is its candidacy's id plus 1,000,000,000. A separate state filter would not do: the
 * record's page and the decision are addressed by the id alone.
 */
export const formIdBase = 1_000_000_000;
export const formItemId = (candidacyId: number) => formIdBase + candidacyId;
const isForm = (id: number) => id > formIdBase;

const reviewStateSql = (alias: string) => `coalesce(${alias}.review_state, 'pendiente')`;

/** The two tables as one list of items: the state ($1 unless it is what waits), then the words of the text filter. */
const itemsSql = (state: string, text: string | undefined) => {
  const stateParams = state === 'pendiente' ? [] : [state];
  const first = stateParams.length + 1;
  const documentsText = textFilter(text, ['d.name', 'c.trade_name', 'c.tax_id'], first);
  const formsText = textFilter(text, ['s.first_name', 's.last_names', 'c.trade_name', 'c.tax_id', 'o.title'], first);
  // What waits is read from the partial indexes on review_state IS NULL.
  const stateOf = (alias: string) => (state === 'pendiente' ? `${alias}.review_state IS NULL` : `${alias}.review_state = $1`);
  return {
    sql: `SELECT d.id, d.name AS titulo, c.trade_name AS detalle, ${reviewStateSql('d')} AS estado, d.uploaded_at AS since,
                 false AS form
            FROM company_documents d JOIN companies c ON c.id = d.company_id
           WHERE ${stateOf('d')} AND ${documentsText.sql}
          UNION ALL
          SELECT ${formIdBase} + f.candidacy_id, s.first_name || ' ' || s.last_names, c.trade_name || ' · ' || o.title,
                 ${reviewStateSql('f')}, f.saved_at, true
            FROM incorporation_forms f JOIN candidacies ca ON ca.id = f.candidacy_id JOIN offers o ON o.id = ca.offer_id
            JOIN companies c ON c.id = o.company_id JOIN students s ON s.user_id = ca.student_id
           WHERE ${stateOf('f')} AND ${formsText.sql}`,
    params: [...stateParams, ...documentsText.params],
  };
};

type Words = Record<Language, string>;

const texts = {
  aceptar: (what: Words): DecisionNotice['texts'] => ({
    es: { title: 'Documentación aceptada', body: `El servicio de empleo ha aceptado ${what.es}.` },
    ca: { title: 'Documentació acceptada', body: `El servei d'ocupació ha acceptat ${what.ca}.` },
    en: { title: 'Documentation accepted', body: `The careers service accepted ${what.en}.` },
  }),
  devolver: (what: Words, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Documentación devuelta', body: `El servicio de empleo te devuelve ${what.es} para que la corrijas y la vuelvas a enviar. Motivo: ${reason}` },
    ca: { title: 'Documentació retornada', body: `El servei d'ocupació et retorna ${what.ca} perquè la corregeixis i la tornis a enviar. Motiu: ${reason}` },
    en: { title: 'Documentation returned', body: `The careers service returned ${what.en} for you to correct and send again. Reason: ${reason}` },
  }),
};

const documentWords = (name: string): Words => ({ es: `el documento «${name}»`, ca: `el document «${name}»`, en: `the document “${name}”` });
const formWords = (student: string): Words => ({
  es: `el formulario de incorporación de ${student}`,
  ca: `el formulari d'incorporació de ${student}`,
  en: `the incorporation form of ${student}`,
});

const actionsOf = (state: string) =>
  state === 'pendiente'
    ? [
        { accion: 'aceptar', requiereMotivo: false },
        { accion: 'devolver', requiereMotivo: true },
      ]
    : [];

/** A company document as the record's page shows it, with the staff's download path for a file. */
const readDocument = async (db: Db, id: number, lock: boolean, language: Language) => {
  const { rows } = await db.query<{
    state: string;
    changedAt: Date;
    companyId: number;
    company: string;
    cif: string;
    typeId: number;
    name: string;
    url: string | null;
    stored: boolean;
    extension: string | null;
    size: number | null;
    uploadedAt: Date;
    uploadedBy: string | null;
    annexId: number | null;
    student: string | null;
    programme: string | null;
    reason: string | null;
  }>(
    `SELECT ${reviewStateSql('d')} AS state, coalesce(d.reviewed_at, d.uploaded_at) AS "changedAt",
            c.id AS "companyId", c.trade_name AS company, c.tax_id AS cif, d.document_type_id AS "typeId", d.name, d.url,
            d.stored_name IS NOT NULL AS stored, d.extension, d.size_bytes AS size, d.uploaded_at AS "uploadedAt",
            u.display_name AS "uploadedBy", d.annex_id AS "annexId",
            (SELECT st.first_name || ' ' || st.last_names FROM internship_annexes a JOIN student_internships i ON i.id = a.internship_id
               JOIN students st ON st.user_id = i.student_id WHERE a.id = d.annex_id) AS student,
            p.title AS programme, d.review_reason AS reason
       FROM company_documents d JOIN companies c ON c.id = d.company_id
       LEFT JOIN users u ON u.id = d.uploaded_by LEFT JOIN internship_programmes p ON p.id = d.programme_id
      WHERE d.id = $1 ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const type = companyDocumentTypeOf(row.typeId);
  return {
    estado: row.state,
    version: `${row.state}@${row.changedAt.toISOString()}`,
    acciones: actionsOf(row.state),
    registro: {
      clase: 'documento',
      idEmpresa: row.companyId,
      empresa: row.company,
      cif: row.cif,
      tipo: type ? companyDocumentTypeNames[language][type.clave] : '',
      nombre: row.name,
      enlace: row.url,
      descarga: row.stored ? `/api/Orientacion/documentoEmpresa/${id}` : null,
      extension: row.extension,
      tamano: row.size,
      fecha: row.uploadedAt.toISOString(),
      subidoPor: row.uploadedBy,
      idAnexo: row.annexId,
      alumnoAnexo: row.student,
      programa: row.programme,
      motivoDevolucion: row.reason,
    },
  };
};

/** An incorporation form with its candidate and offer (the company's own view of it, incorporation.ts). */
const readForm = async (db: Db, candidacyId: number, lock: boolean) => {
  const { rows } = await db.query<{ state: string; changedAt: Date; companyId: number; company: string; cif: string; reason: string | null }>(
    `SELECT ${reviewStateSql('f')} AS state, greatest(f.saved_at, f.reviewed_at) AS "changedAt",
            c.id AS "companyId", c.trade_name AS company, c.tax_id AS cif, f.review_reason AS reason
       FROM incorporation_forms f JOIN candidacies ca ON ca.id = f.candidacy_id JOIN offers o ON o.id = ca.offer_id
       JOIN companies c ON c.id = o.company_id
      WHERE f.candidacy_id = $1 ${lock ? 'FOR UPDATE OF f' : ''}`,
    [candidacyId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const form = await incorporationFormData(db, row.companyId, candidacyId);
  if (!form.ok) return undefined;
  return {
    estado: row.state,
    version: `${row.state}@${row.changedAt.toISOString()}`,
    acciones: actionsOf(row.state),
    registro: {
      clase: 'formularioIncorporacion',
      idEmpresa: row.companyId,
      empresa: row.company,
      cif: row.cif,
      idSolicitud: candidacyId,
      tipo: form.value.tipo,
      candidato: form.value.candidato,
      oferta: form.value.oferta,
      formulario: form.value.formulario,
      fechaGuardado: form.value.fechaGuardado,
      motivoDevolucion: row.reason,
    },
  };
};

export const documentsQueue: QueueHandler = {
  id: 'documentos',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT (SELECT count(*) FROM company_documents WHERE review_state IS NULL)::int
              + (SELECT count(*) FROM incorporation_forms WHERE review_state IS NULL)::int AS total,
              least((SELECT min(uploaded_at) FROM company_documents WHERE review_state IS NULL),
                    (SELECT min(saved_at) FROM incorporation_forms WHERE review_state IS NULL)) AS oldest`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const items = itemsSql(query.estado ?? 'pendiente', query.texto);
    const order = query.orden === 'nombre' ? `lower(titulo) ${orderDirection(query)}, id` : `since ${orderDirection(query)}, id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${items.sql}) items`, items.params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; form: boolean }>(
        `SELECT * FROM (${items.sql}) items ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        items.params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, form, ...item }) => ({
        ...item,
        desde: since.toISOString(),
        // What kind of record the item is: the remote names it.
        avisos: [form ? 'formularioIncorporacion' : 'documento'],
      })),
    };
  },

  waitingOf: async (db, owner) => {
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ titulo: string; since: Date; candidacyId: number | null }>(
      `SELECT d.name AS titulo, d.uploaded_at AS since, NULL::integer AS "candidacyId"
         FROM company_documents d WHERE d.company_id = $1 AND d.review_state IS NULL
       UNION ALL
       SELECT s.first_name || ' ' || s.last_names, f.saved_at, f.candidacy_id
         FROM incorporation_forms f JOIN candidacies ca ON ca.id = f.candidacy_id JOIN offers o ON o.id = ca.offer_id
         JOIN students s ON s.user_id = ca.student_id
        WHERE o.company_id = $1 AND f.review_state IS NULL
       ORDER BY since`,
      [owner.companyId],
    );
    return rows.map((row) => ({
      cola: 'documentos',
      titulo: row.titulo,
      estado: 'pendiente',
      desde: row.since.toISOString(),
      enlace: row.candidacyId === null ? '/documentacion' : `/formulario-incorporacion/${row.candidacyId}`,
    }));
  },

  read: (db, id, { lock, language }) => (isForm(id) ? readForm(db, id - formIdBase, lock) : readDocument(db, id, lock, language)),

  decide: async (db, id, decision, staffId) => {
    const accepted = decision.accion === 'aceptar';
    const review = accepted
      ? `review_state = 'aceptado', review_reason = NULL, reviewed_at = now(), reviewed_by = $2`
      : `review_state = 'devuelto', review_reason = $3, reviewed_at = now(), reviewed_by = $2`;
    const paramsFor = (recordId: number) => (accepted ? [recordId, staffId] : [recordId, staffId, decision.motivo]);
    let notice: DecisionNotice;
    if (isForm(id)) {
      const candidacyId = id - formIdBase;
      const { rows } = await db.query<{ companyId: number; student: string }>(
        `UPDATE incorporation_forms f SET ${review} FROM candidacies ca, offers o, students s
          WHERE f.candidacy_id = $1 AND ca.id = f.candidacy_id AND o.id = ca.offer_id AND s.user_id = ca.student_id
          RETURNING o.company_id AS "companyId", s.first_name || ' ' || s.last_names AS student`,
        paramsFor(candidacyId),
      );
      const form = rows[0];
      if (!form) return refuse(Status.recordNotFound);
      const words = formWords(form.student);
      notice = {
        to: { companyId: form.companyId },
        url: `/formulario-incorporacion/${candidacyId}`,
        texts: accepted ? texts.aceptar(words) : texts.devolver(words, decision.motivo ?? ''),
      };
    } else {
      const { rows } = await db.query<{ companyId: number; name: string }>(
        `UPDATE company_documents SET ${review} WHERE id = $1 RETURNING company_id AS "companyId", name`,
        paramsFor(id),
      );
      const document = rows[0];
      if (!document) return refuse(Status.recordNotFound);
      const words = documentWords(document.name);
      notice = {
        to: { companyId: document.companyId },
        url: '/documentacion',
        texts: accepted ? texts.aceptar(words) : texts.devolver(words, decision.motivo ?? ''),
      };
    }
    return {
      ok: true,
      value: { before: { estado: 'pendiente' }, after: { estado: accepted ? 'aceptado' : 'devuelto' }, notices: [notice] },
    };
  },
};
