-- The careers office runs the portal (issue 21): staff roles, the record of every staff decision,
-- and what the work queues need to answer fast and to say why a record was refused.

-- Two roles: 'office' works the queues; 'admin' also manages staff accounts and their roles.
-- Only staff accounts have one.
ALTER TABLE users ADD COLUMN staff_role text CHECK (staff_role IN ('office', 'admin'));
UPDATE users SET staff_role = 'admin' WHERE user_type = 'Orientacion';
ALTER TABLE users ADD CONSTRAINT users_staff_role_only_staff CHECK ((user_type = 'Orientacion') = (staff_role IS NOT NULL));

-- Every staff decision, who, when, what, why, and the record's state before and after: nothing a
-- staff member does is anonymous. Staff accounts are blocked, never deleted, so the row keeps
-- its author (no cascade).
CREATE TABLE staff_decisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_user_id integer NOT NULL REFERENCES users (id),
  -- The queue the record belongs to (contracts office queueIds) and the record's id in it.
  queue text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL,
  reason text,
  state_before jsonb NOT NULL,
  state_after jsonb NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_decisions_record_idx ON staff_decisions (queue, record_id, decided_at DESC);
CREATE INDEX staff_decisions_staff_idx ON staff_decisions (staff_user_id, decided_at DESC);

-- A company account request is validated (validated_at) or rejected with the reason the company
-- reads when it tries to log in.
ALTER TABLE company_account_requests ADD COLUMN rejected_at timestamptz, ADD COLUMN rejection_reason text;
CREATE INDEX company_account_requests_waiting_idx ON company_account_requests (requested_at)
  WHERE validated_at IS NULL AND rejected_at IS NULL;

-- An offer the office returned to its company for changes stays pending and editable, out of the
-- office's queue until the company edits it (updated_at after returned_at).
ALTER TABLE offers ADD COLUMN returned_at timestamptz;
