-- The company's internship documentation and invoices (spec 001 §2 /documentacion, §3, §5, §7).

-- The company an internship is with (student_internships.company_id) comes with 047.

-- Annexes of an internship the careers office issues (the training project at the start, a
-- modification when something changes); the PDF is generated from the internship on download.
CREATE TABLE internship_annexes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  internship_id integer NOT NULL REFERENCES student_internships (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('proyectoFormativo', 'modificacion')),
  description text NOT NULL,
  issued_on date NOT NULL DEFAULT current_date,
  UNIQUE (internship_id, kind, issued_on)
);

-- Documents a company provides: a file under DATA_DIR (stored_name) or a link, never both.
-- document_type_id is the contract's companyDocumentTypes.
CREATE TABLE company_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  document_type_id smallint NOT NULL CHECK (document_type_id BETWEEN 1 AND 5),
  name text NOT NULL,
  url text,
  stored_name text UNIQUE,
  extension text,
  size_bytes integer CHECK (size_bytes > 0),
  content_sha256 text,
  annex_id integer REFERENCES internship_annexes (id) ON DELETE CASCADE,
  programme_id integer REFERENCES internship_programmes (id) ON DELETE SET NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((url IS NULL) <> (stored_name IS NULL))
);
CREATE INDEX company_documents_company_idx ON company_documents (company_id, uploaded_at DESC, id DESC);
-- One insurance policy per company, one signed copy per annex (a second one is 56).
CREATE UNIQUE INDEX company_documents_one_policy ON company_documents (company_id) WHERE document_type_id = 1;
CREATE UNIQUE INDEX company_documents_one_signed_annex ON company_documents (annex_id) WHERE annex_id IS NOT NULL;

-- Informative notes for curricular and extraordinary internships the institution publishes; the
-- PDF is generated from the text on download.
CREATE TABLE internship_information_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('curricular', 'extraordinaria')),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  published_on date NOT NULL DEFAULT current_date,
  active boolean NOT NULL DEFAULT true
);

-- Invoices the careers office issues to a company. The state is derived: paid when paid_on is
-- set, overdue when unpaid after due_on, issued otherwise.
CREATE TABLE company_invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  issued_on date NOT NULL,
  due_on date NOT NULL CHECK (due_on >= issued_on),
  concept text NOT NULL,
  base_amount numeric(12, 2) NOT NULL CHECK (base_amount >= 0),
  vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate >= 0),
  paid_on date
);
CREATE INDEX company_invoices_company_idx ON company_invoices (company_id, issued_on DESC);

-- Where a company's invoices are charged and sent (addCuentaFacturacion).
CREATE TABLE company_billing_accounts (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  holder text NOT NULL,
  iban text NOT NULL,
  email text NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
