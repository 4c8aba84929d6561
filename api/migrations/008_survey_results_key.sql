-- The careers office reaches a survey's results (counts per answer, response rate, CSV) with a
-- secret key per survey, kept as a private link: the portal has no careers-office role.
-- Two random UUIDs (gen_random_uuid draws from a strong random source) give 244 random bits.
-- The default fills in a key for every existing survey and every new one.
ALTER TABLE surveys
  ADD COLUMN results_key text NOT NULL
    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    CHECK (length(results_key) >= 24);
