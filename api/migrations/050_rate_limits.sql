-- Rate-limit counters shared by every API replica (issue 15): one row per policy and key, holding
-- the hits of its current window, which starts at the key's first hit and lasts the policy's
-- window. One INSERT ... ON CONFLICT DO UPDATE per hit bumps it, or starts a new window once the
-- old one ended; rows of ended windows are purged. Keys are SHA-256 hashes (no e-mail or address
-- is stored). Unlogged: counters need no crash safety, and a restart of PostgreSQL that empties
-- them only forgives recent attempts.
CREATE UNLOGGED TABLE rate_limit_hits (
  policy text NOT NULL,
  key_hash bytea NOT NULL,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (policy, key_hash)
);
CREATE INDEX rate_limit_hits_end_idx ON rate_limit_hits (window_end);
