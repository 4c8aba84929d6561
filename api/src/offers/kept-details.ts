import { offerDetailResponse, type Language } from '@portal/contracts';
import type { LookupCompanion, SeenAtLookup } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import { ok } from '../platform/http/envelope';
import { readStudentOfferDetail, toDetail } from './offers';

/**
 * Each server keeps the offer details students have opened (dameOferta), serialised, checked
 * against the contract and encoded once, so that opening an offer again costs one small lookup of
 * the caller's own candidacy instead of reading, shaping and checking the whole offer. Nothing kept
 * is trusted blindly: a kept detail is answered only while the version of the details (table
 * kept_data_versions, migration 075, moved by triggers on every change of an offer, its
 * requirements or its company) that the request's session lookup read is still the one it was
 * read at, and while the offer has not expired; otherwise it is read again. The caller's
 * candidacy is never kept.
 */
interface KeptDetail {
  /** The details' version when it was read (migration 075). */
  version: bigint;
  /** When the offer expires, in microseconds since the epoch (rounded down), or the largest bigint. */
  expiresMicros: bigint;
  offerId: number;
  /** The answer's bytes before and after the caller's candidacy (`"candidatura":` ... ). */
  before: Buffer;
  after: Buffer;
}

const keptName = 'student_offer_details';
/** How many details a server keeps (a few KB each); the oldest read go first. */
const keptDetails = 10_000;
const never = 9_223_372_036_854_775_807n;
/** Where the candidacy goes: a key of the answer's top object, never inside a text (its quotes would be escaped). */
const candidacySlot = '"candidatura":null';

const detailsByPool = new WeakMap<Pool, Map<string, KeptDetail>>();
const detailsOf = (pool: Pool) => {
  let details = detailsByPool.get(pool);
  if (!details) {
    details = new Map();
    detailsByPool.set(pool, details);
  }
  return details;
};

/** Whether `kept` was the database's when the request's session lookup read the versions. */
const currentAsSeen = (kept: KeptDetail, seen: SeenAtLookup) => {
  const version = seen.versions[keptName];
  return version !== undefined && kept.version >= BigInt(version) && seen.nowMicros < kept.expiresMicros;
};

interface Candidacy {
  urlAcceso: string;
  idEstado: number;
}

/**
 * The caller's candidacy to the offer of the route's `id`, asked in the same statement as the
 * session lookup (sessions.ts LookupCompanion): a kept detail then costs no other round trip.
 * Only access URLs made of URL-safe characters are asked there; any other goes through the
 * route's checks first and is asked after.
 */
export const candidacyCompanion: LookupCompanion = {
  name: 'offer-candidacy',
  sql: `SELECT json_build_object('urlAcceso', ca.access_slug, 'idEstado', ca.state_id)
          FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
         WHERE o.access_slug = caller.args->>0 AND ca.student_id = caller.user_id`,
  values: (request) => {
    const slug = (request.params as { id?: unknown }).id;
    return typeof slug === 'string' && /^[\w.~-]{1,200}$/.test(slug) ? [slug] : undefined;
  },
};

const candidacyJson = (candidacy: Candidacy | undefined) =>
  candidacy ? JSON.stringify({ urlAcceso: candidacy.urlAcceso, idEstado: candidacy.idEstado }) : 'null';

const answerOf = (kept: KeptDetail, candidacy: Candidacy | undefined) =>
  Buffer.concat([kept.before, Buffer.from(candidacyJson(candidacy)), kept.after]);

/**
 * The answer of `dameOferta` for the student `studentId` (`ok(detail)` as the route's serializer
 * would write it, the caller's candidacy included), or undefined when the offer is not found,
 * closed, expired or of a hidden company (status 4, never kept).
 */
export const studentOfferDetailAnswer = async (
  pool: Pool,
  { slug, studentId, language, seen }: { slug: string; studentId: number; language: Language; seen: SeenAtLookup },
): Promise<Buffer | undefined> => {
  const details = detailsOf(pool);
  const key = `${language}\u0000${slug}`;
  const kept = details.get(key);
  if (kept && currentAsSeen(kept, seen)) {
    // Read with the session, when the route's companion could be asked; otherwise now.
    if (seen.companion) return answerOf(kept, (seen.companion.value as Candidacy | null) ?? undefined);
    const { rows } = await pool.query<Candidacy>({
      name: 'student-offer-candidacy',
      text: 'SELECT access_slug AS "urlAcceso", state_id AS "idEstado" FROM candidacies WHERE offer_id = $1 AND student_id = $2',
      values: [kept.offerId, studentId],
    });
    return answerOf(kept, rows[0]);
  }
  const row = await readStudentOfferDetail(pool, slug, studentId);
  if (!row) {
    details.delete(key);
    return undefined;
  }
  const { keptVersion, ...detailRow } = row;
  const detail = toDetail(detailRow, language, 'alumno');
  const json = JSON.stringify(offerDetailResponse.encode(ok({ ...detail, candidatura: null })));
  const slot = json.indexOf(candidacySlot);
  if (slot < 0) throw new Error('The offer detail contract no longer has a top-level candidatura');
  const fresh: KeptDetail = {
    version: BigInt(keptVersion),
    expiresMicros: row.fechaCaducidad ? BigInt(row.fechaCaducidad.getTime()) * 1000n : never,
    offerId: row.idOferta,
    before: Buffer.from(json.slice(0, slot + candidacySlot.length - 'null'.length)),
    after: Buffer.from(json.slice(slot + candidacySlot.length)),
  };
  details.delete(key);
  if (details.size >= keptDetails) details.delete(details.keys().next().value!);
  details.set(key, fresh);
  return answerOf(fresh, detail.candidatura ?? undefined);
};
