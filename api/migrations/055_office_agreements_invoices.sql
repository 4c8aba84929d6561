-- The careers office's queues of agreements, invoices, education-centre requests and company data
-- verification (issue 21): what each needs to say what waits and to answer from an index on it.

-- Agreements wait for the office once the company signed them and while the secretariat has them.
CREATE INDEX company_agreements_waiting_idx ON company_agreements (status_changed_at, id)
  WHERE status IN ('firmadoEmpresa', 'enviadoSecretaria');

-- Unpaid invoices wait for their payment (overdue ones first: by due date); the office may
-- remind the company of an overdue one (reminded_at, the last reminder).
ALTER TABLE company_invoices ADD COLUMN reminded_at timestamptz;
CREATE INDEX company_invoices_unpaid_idx ON company_invoices (due_on, id) WHERE paid_on IS NULL;

-- Once the company answers a centre's request, the office passes the answer on to the centre
-- (outside the portal): centre_informed_at. A request the company leaves unanswered can be
-- reminded (reminded_at, the last reminder).
ALTER TABLE education_requests ADD COLUMN centre_informed_at timestamptz, ADD COLUMN reminded_at timestamptz;
CREATE INDEX education_requests_answered_idx ON education_requests (answered_at, id)
  WHERE status <> 'pendiente' AND centre_informed_at IS NULL;

-- Company data verification: when the CIF or the legal name last changed (the company's forms
-- set it; until now, its creation), and the office's return of the data with what to fix. A
-- company waits while its data changed since the last verification (or was never verified) and
-- not since the office returned it.
ALTER TABLE companies
  ADD COLUMN identity_changed_at timestamptz,
  ADD COLUMN data_returned_at timestamptz,
  ADD COLUMN data_return_reason text;
UPDATE companies SET identity_changed_at = created_at;
ALTER TABLE companies ALTER COLUMN identity_changed_at SET NOT NULL, ALTER COLUMN identity_changed_at SET DEFAULT now();
CREATE INDEX companies_data_unverified_idx ON companies (identity_changed_at, id)
  WHERE validated AND (data_verified_at IS NULL OR identity_changed_at > data_verified_at)
    AND (data_returned_at IS NULL OR identity_changed_at > data_returned_at);
