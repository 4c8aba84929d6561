-- The careers office's outcome dashboards (issue 26) answer in under a second on the benchmark
-- seed (1,000,000 candidacies). The candidacy funnel counts every candidacy by its present state
-- in one parallel pass, then looks again only at the few selected, withdrawn or rejected ones
-- (their history and incorporation), and the time to fill an offer finds its selections among
-- them: this index gives those of a period without reading the rest.
CREATE INDEX candidacies_decided_idx ON candidacies (applied_at) INCLUDE (id, offer_id, student_id, state_id)
  WHERE state_id IN (6, 7, 17);

-- The history steps that reach pre-selection or selection: the funnel reads them for withdrawn and
-- rejected candidacies, the time to fill an offer for its first selection, both without scanning
-- the whole history.
CREATE INDEX candidacy_state_changes_onward_idx ON candidacy_state_changes (candidacy_id, state_id, changed_at)
  WHERE state_id IN (3, 4, 5, 6);
