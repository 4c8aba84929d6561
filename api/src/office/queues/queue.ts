import type { Language, OfficeWait, QueueId, QueueItem, QueueListQuery } from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../../platform/db/pool';
import type { Outcome } from '../../platform/http/outcome';

export type Db = Pool | pg.PoolClient;

/** Who is told of a decision: every user of a company, or one user (a student). */
export type Recipient = { companyId: number } | { userId: number };

/** A notification of a decision, in each language: in-app and by mail, in the recipient's language. */
export interface DecisionNotice {
  to: Recipient;
  texts: Record<Language, { title: string; body: string }>;
  /** A path inside the portal where the recipient sees the record, or null. */
  url: string | null;
}

/** A record as its queue shows it, at one version. */
export interface QueueRecordView {
  estado: string;
  /**
   * Changes whenever the record changes (a state, a timestamp): a decision names the version its
   * author saw, and is refused when the record moved on meanwhile (another staff member, its owner).
   */
  version: string;
  acciones: { accion: string; requiereMotivo: boolean }[];
  registro: Record<string, unknown>;
}

export interface QueueDecision {
  accion: string;
  motivo: string | null;
  datos: Record<string, string | number | boolean>;
}

/** What a decision did: the states recorded in the audit trail and who is told. */
export interface DecisionEffect {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  notices: DecisionNotice[];
}

/**
 * One work queue of the careers office. Its SQL answers from indexes on what waits, so each call
 * stays fast on the benchmark seed (bench/: 5,000 companies, 100,000 offers).
 */
export interface QueueHandler {
  id: QueueId;
  /** How many items wait for the office and since when the oldest waits. */
  summary(db: Db): Promise<{ total: number; oldest: Date | null }>;
  list(db: Db, query: QueueListQuery): Promise<{ total: number; items: QueueItem[] }>;
  /** The record, locked FOR UPDATE when `lock` (inside a decision's transaction); undefined when unknown. */
  read(db: Db, id: number, options: { lock: boolean; language: Language }): Promise<QueueRecordView | undefined>;
  /**
   * Applies a decision the record's view offered (checked by the caller, as its version and
   * reason). Runs inside the decision's transaction; a refusal rolls everything back.
   */
  decide(db: pg.PoolClient, id: number, decision: QueueDecision, staffId: number): Promise<Outcome<DecisionEffect>>;
  /** What of this queue waits on the office for one company or one student, oldest first. */
  waitingOf(db: Db, owner: Recipient): Promise<OfficeWait[]>;
}

/** Searches the words of a queue's text filter in any order (ILIKE on each word). */
export const textFilter = (text: string | undefined, columns: string[], firstParam: number) => {
  const words = (text ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const params = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const sql = words
    .map((_, index) => `(${columns.map((column) => `${column} ILIKE $${firstParam + index}`).join(' OR ')})`)
    .join(' AND ');
  return { sql: sql || 'true', params };
};

export const orderDirection = (query: QueueListQuery) => (query.direccion === 'desc' ? 'DESC' : 'ASC');
export const pageOffset = (query: QueueListQuery) => (query.pagina - 1) * query.porPagina;
