-- Error reports of the client (spec 000 §8: statuses 1, 12, 24 and 500), stored as received after
-- the server removed any personal data, and how forwarding them to the team chat went.
CREATE TABLE error_reports (
  id uuid PRIMARY KEY,
  status integer NOT NULL CHECK (status IN (1, 12, 24, 500)),
  method text NOT NULL,
  api_path text NOT NULL,
  app text NOT NULL,
  release text NOT NULL,
  page text NOT NULL,
  language text NOT NULL,
  -- By the client's clock; received_at by ours.
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  forwarding text NOT NULL DEFAULT 'pending' CHECK (forwarding IN ('pending', 'sent', 'failed', 'skipped'))
);
CREATE INDEX error_reports_received_at ON error_reports (received_at);
