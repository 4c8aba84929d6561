import type pg from 'pg';

/** A connection or a transaction's client: a write joins the caller's transaction through it. */
export type Db = pg.Pool | pg.PoolClient;

/** Who a file counts against: a student (by user id), a company (shared by its users), or the institution (its logos). */
export type FileOwner = `student:${number}` | `company:${number}` | `institution:${number}`;

export const studentOwner = (userId: number): FileOwner => `student:${userId}`;
export const companyOwner = (companyId: number): FileOwner => `company:${companyId}`;
/** The one institution the portal serves (institution_brand id 1). */
export const institutionOwner: FileOwner = 'institution:1';

export interface NewFile {
  bytes: Buffer;
  /** The checked extension (pdf, png...): the key ends with it and the content type follows from it. */
  extension: string;
  owner: FileOwner;
}

export interface StoredContent {
  bytes: Buffer;
  contentType: string;
  size: number;
  sha256: string;
}

/** The owner's files would exceed the quota: nothing was written. */
export class StorageQuotaExceeded extends Error {
  constructor(
    readonly owner: FileOwner,
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    super(`storage quota of ${owner} exceeded (${usedBytes} of ${quotaBytes} bytes used)`);
    this.name = 'StorageQuotaExceeded';
  }
}

/**
 * Where uploaded files are kept, so that every replica reads the same ones. Each call takes the
 * caller's transaction: a file is written with the row that names it, or not at all. The
 * PostgreSQL store is the one in use; an object store could implement the same calls (writing
 * the object first and its record in the transaction).
 */
export interface FileStore {
  /**
   * Writes a new file and answers its key (generated, never the user's file name). Refuses with
   * StorageQuotaExceeded when the owner's files would pass the quota; call it after the
   * transaction's deletions so that a replaced file no longer counts.
   */
  put(transaction: pg.PoolClient, file: NewFile): Promise<string>;
  get(db: Db, key: string): Promise<StoredContent | undefined>;
  /** Removes files by key (missing keys and nulls are ignored). */
  delete(db: Db, keys: readonly (string | null | undefined)[]): Promise<void>;
  /** Bytes the owner's files take. */
  usage(db: Db, owner: FileOwner): Promise<number>;
  readonly quotaBytes: number;
}
