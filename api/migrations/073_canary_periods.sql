-- Canary periods (issue 25): a release withdrawn once and published as a canary again is judged
-- again, on what it does in its new period (from `since` in remotes.json), against the live
-- release over that same period, not on either release's whole history. Counts are kept per
-- minute of each release, so the loads and errors of any period are a sum over its minutes; the
-- whole history (npm run releases for a remote with no canary) is the sum over all of them.
ALTER TABLE release_counts ADD COLUMN minute timestamptz;
-- What was counted before is history: all of it in the minute it began.
UPDATE release_counts SET minute = date_trunc('minute', first_counted_at);
ALTER TABLE release_counts
  ALTER COLUMN minute SET NOT NULL,
  ALTER COLUMN minute SET DEFAULT date_trunc('minute', now());
ALTER TABLE release_counts DROP CONSTRAINT release_counts_pkey;
ALTER TABLE release_counts ADD PRIMARY KEY (app, release, minute);

-- One withdrawal per canary period, not per release: the same release published as a canary
-- again can be withdrawn again, once, whichever replica sees it. Withdrawals recorded before
-- periods were kept belong to no period a canary can have now.
ALTER TABLE canary_withdrawals ADD COLUMN canary_since timestamptz;
UPDATE canary_withdrawals SET canary_since = '-infinity';
ALTER TABLE canary_withdrawals ALTER COLUMN canary_since SET NOT NULL;
ALTER TABLE canary_withdrawals DROP CONSTRAINT canary_withdrawals_pkey;
ALTER TABLE canary_withdrawals ADD PRIMARY KEY (app, release, canary_since);
