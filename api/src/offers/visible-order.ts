import type { OfferType } from '@portal/contracts';
import type { SeenAtLookup } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';

/**
 * Which offers a student sees: published (state 2: validated by the careers office, not closed),
 * unexpired offers of validated, unblocked companies. The count and the list use the same
 * condition, so that a client fetching in batches until it reaches the count gets every offer exactly once.
 * The companies that hide their offers are few: a hashed lookup of them costs less than joining
 * every company, and lets the count and the skipped rows come from the index alone (migration 062).
 */
export const visibleOffers = `
  FROM offers o
 WHERE o.offer_type = $1
   AND o.closed_at IS NULL AND o.state_id = 2
   AND (o.expires_at IS NULL OR o.expires_at > now())
   AND o.company_id NOT IN (SELECT id FROM companies WHERE NOT validated OR blocked)`;

/**
 * The lists' order, highlighted first (most recently highlighted first), then newest first
 * (spec 000 §9), the id breaking ties so that pages never overlap or skip. A missing highlight
 * sorts as -infinity: the same order as NULLS LAST, as one key a page can continue from.
 */
export const listOrder = `coalesce(o.highlighted_at, '-infinity'::timestamptz) DESC, o.published_at DESC, o.id DESC`;
export const listKey = (alias: string) =>
  `coalesce(${alias}.highlighted_at, '-infinity'::timestamptz), ${alias}.published_at, ${alias}.id`;

/**
 * The ids of the offers a student sees of one type, in the lists' order, as the database had them
 * at one version of the list (migration 062), and those of their listings read so far at that
 * same version (a page reads the ones it lacks).
 */
export interface VisibleOrder {
  ids: number[];
  /** Each id's place in `ids`. */
  places: Map<number, number>;
  /** The listings read so far, each checked against the contract, serialised and encoded (offers.ts listingJson). */
  listings: Map<number, Buffer>;
  /**
   * Whole answers of pages read so far at that same version (`first:cantidad`, offers.ts
   * listAnswer), so that a page asked again is sent as it is: joining its 50 listings again on
   * every request was the largest part of the list's own cost. At most `keptPagesPerOrder`.
   */
  pages: Map<string, Buffer>;
  /** `version` and `firstExpiryMicros` as bigints, compared on every request. */
  versionNumber: bigint;
  firstExpiry: bigint;
  /** The list's version in kept_data_versions when it was read (a bigint, as text). */
  version: string;
  /**
   * The first expiry among them, in microseconds since the epoch (a bigint, as text; the largest
   * bigint when none expires): the order holds until then.
   */
  firstExpiryMicros: string;
}

/**
 * How many whole page answers an order keeps (about 20 KB each for 50 offers): every page of a
 * list of 50,000 offers of one type, read 50 at a time.
 */
export const keptPagesPerOrder = 1_000;

/** The list's row in kept_data_versions (migration 062). */
const keptName = 'student_offers';

/** The database's clock in microseconds since the epoch, exact (a timestamp's own precision). */
const nowMicros = `(extract(epoch FROM now()) * 1000000)::bigint`;

/**
 * SQL true while an order read at version `$version` with first expiry `$expiry` is still the
 * database's: no transaction that changed the list has committed since, and none of its offers has
 * expired. Part of the statement that reads a page, so the page and the check see one snapshot.
 */
export const stillCurrent = (version: string, expiry: string) =>
  `(SELECT version FROM kept_data_versions WHERE name = '${keptName}') = ${version}::bigint AND ${nowMicros} < ${expiry}::bigint`;

/**
 * Whether `order` was the database's when the request's session lookup read the versions, or was
 * read after (a later version can only have been read after). An order is held only while this
 * holds: a page from memory then reflects the database as it was during the request.
 */
export const currentAsSeen = (order: VisibleOrder, seen: SeenAtLookup): boolean => {
  const version = seen.versions[keptName];
  return version !== undefined && order.versionNumber >= BigInt(version) && seen.nowMicros < order.firstExpiry;
};

const readOrder = async (pool: Pool, type: OfferType): Promise<VisibleOrder> => {
  const { rows } = await pool.query<Pick<VisibleOrder, 'ids' | 'version' | 'firstExpiryMicros'>>({
    name: 'student-offers-order',
    // One statement: the version is read in the same snapshot as the offers.
    text: `SELECT (SELECT version FROM kept_data_versions WHERE name = '${keptName}')::text AS version,
                  coalesce(array_agg(o.id ORDER BY ${listOrder}), '{}') AS ids,
                  coalesce((extract(epoch FROM min(o.expires_at)) * 1000000)::bigint, 9223372036854775807)::text
                    AS "firstExpiryMicros"
             ${visibleOffers}`,
    values: [type],
  });
  const row = rows[0]!;
  return {
    ...row,
    places: new Map(row.ids.map((id, place) => [id, place])),
    listings: new Map(),
    pages: new Map(),
    versionNumber: BigInt(row.version),
    firstExpiry: BigInt(row.firstExpiryMicros),
  };
};

export interface VisibleOrders {
  /** The order this server holds (read at the first call, then kept). */
  of(type: OfferType): Promise<VisibleOrder>;
  /**
   * The order again, when `stale` was found out of date: read once for all the requests that found
   * it so, however many ask at the same time.
   */
  renew(type: OfferType, stale: Promise<VisibleOrder>): Promise<VisibleOrder>;
}

/**
 * Each server keeps the lists in memory, so that a page at any depth (`desde`) and the count cost
 * as little as the first page: reading the order takes the whole index (tens of milliseconds on
 * 100,000 offers), a page then reads only the listings it has not read yet, by id. Nothing kept is
 * trusted blindly: every page and count checks `stillCurrent` in a statement of its own request, and
 * the order is read again when a change anywhere (any server, any code path: triggers see them
 * all) made it old.
 */
export const createVisibleOrders = (pool: Pool): VisibleOrders => {
  const held = new Map<OfferType, Promise<VisibleOrder>>();
  const read = (type: OfferType) => {
    const next = readOrder(pool, type);
    held.set(type, next);
    // A failed read is not kept: the next request tries again.
    next.catch(() => {
      if (held.get(type) === next) held.delete(type);
    });
    return next;
  };
  return {
    of: (type) => held.get(type) ?? read(type),
    renew: (type, stale) => {
      const current = held.get(type);
      return current && current !== stale ? current : read(type);
    },
  };
};

/** One set of orders per pool, that is per server (tests build several servers in one process). */
const ordersByPool = new WeakMap<Pool, VisibleOrders>();
export const visibleOrdersOf = (pool: Pool): VisibleOrders => {
  let orders = ordersByPool.get(pool);
  if (!orders) {
    orders = createVisibleOrders(pool);
    ordersByPool.set(pool, orders);
  }
  return orders;
};
