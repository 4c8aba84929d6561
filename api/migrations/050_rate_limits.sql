-- Rate-limit counters shared by every API replica (issue 15): one row per policy, key and fixed
-- window, bumped by one INSERT ... ON CONFLICT DO UPDATE per hit; windows past their end are
-- purged. Keys are SHA-256 hashes (no e-mail or address is stored). Unlogged: counters need no
-- crash safety, and a restart of PostgreSQL that empties them only forgives recent attempts.
CREATE UNLOGGED TABLE rate_limit_hits (
  policy text NOT NULL,
  key_hash bytea NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (policy, key_hash, window_start)
);
CREATE INDEX rate_limit_hits_end_idx ON rate_limit_hits (window_end);
