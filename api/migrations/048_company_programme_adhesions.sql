-- Programme adhesion is the company's, not its user's (spec 001 §4: requested once, 64 after):
-- one request per programme and company, whoever of its users asks, with the careers office's
-- answer. programme_adhesions keeps the students' requests, and its rows are all kept: the
-- requests company users made there are copied here, the first per company and programme (a user
-- of several companies counts for the first company they belong to, the only one we can name).
CREATE TABLE company_programme_adhesions (
  programme_id integer NOT NULL REFERENCES internship_programmes (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'solicitada' CHECK (status IN ('solicitada', 'aceptada', 'rechazada')),
  PRIMARY KEY (programme_id, company_id)
);
CREATE INDEX company_programme_adhesions_company_idx ON company_programme_adhesions (company_id);

INSERT INTO company_programme_adhesions (programme_id, company_id, requested_by, requested_at)
SELECT DISTINCT ON (a.programme_id, first_company.company_id)
       a.programme_id, first_company.company_id, a.user_id, a.requested_at
  FROM programme_adhesions a
  JOIN users u ON u.id = a.user_id AND u.user_type = 'Empresa'
  JOIN LATERAL (SELECT min(cu.company_id) AS company_id FROM company_users cu WHERE cu.user_id = a.user_id) first_company
    ON first_company.company_id IS NOT NULL
 ORDER BY a.programme_id, first_company.company_id, a.requested_at
ON CONFLICT DO NOTHING;
