-- A copy of an offer starts as a draft (issue 24): stored pending (state 1) so that the company
-- can edit it, but waiting for nobody (not in the careers office's queue) and seen by no student
-- until the company saves it in the wizard, which sends it on as a new offer would be.
ALTER TABLE offers ADD COLUMN IF NOT EXISTS draft boolean NOT NULL DEFAULT false;
