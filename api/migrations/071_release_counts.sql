-- Canary releases (issue 25): page loads and error reports counted per release of each app, so a
-- canary's error rate can be set against its live release's. One row per app@release, bumped by
-- an upsert per page load's beacon and per new error report: a row is read and written by key.
CREATE TABLE release_counts (
  -- The app's folder (mf-offers) and its release id (0.1.0-7d756aa507), as error reports name them.
  app text NOT NULL,
  release text NOT NULL,
  loads bigint NOT NULL DEFAULT 0 CHECK (loads >= 0),
  errors bigint NOT NULL DEFAULT 0 CHECK (errors >= 0),
  first_counted_at timestamptz NOT NULL DEFAULT now(),
  last_counted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app, release)
);

-- The server's own withdrawals of canaries, and why. The primary key is the decision: whichever
-- replica inserts the row withdraws the canary; the others find it there and do nothing.
CREATE TABLE canary_withdrawals (
  app text NOT NULL,
  release text NOT NULL,
  live_release text NOT NULL,
  canary_loads bigint NOT NULL,
  canary_errors bigint NOT NULL,
  live_loads bigint NOT NULL,
  live_errors bigint NOT NULL,
  -- The one-sided two-proportion test: its z statistic and p-value, and the thresholds in force.
  z double precision NOT NULL,
  p_value double precision NOT NULL,
  thresholds jsonb NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  -- When remotes.json no longer named the canary; null while the withdrawal is under way or failed
  -- (a claim older than a minute is taken over by the next judge).
  withdrawn_at timestamptz,
  -- What the withdrawal found: withdrawn, or already-gone when the canary had changed meanwhile.
  outcome text,
  PRIMARY KEY (app, release)
);
