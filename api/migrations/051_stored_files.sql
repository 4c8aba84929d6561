-- Uploaded files live in the database, where every replica reads them (issue 15, stateless
-- replicas): a file and the row that names it are written in one transaction, so neither is ever
-- there without the other. The key is the generated name the rows already keep (stored_name...).
-- The owner is whose quota the file counts against: 'student:<user id>' or 'company:<company id>'.
CREATE TABLE stored_files (
  key text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
  owner text NOT NULL CHECK (owner ~ '^(student|company):[0-9]+$'),
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The database itself vouches that the content is whole: its length and hash are the ones recorded.
  CHECK (size_bytes = octet_length(content)),
  CHECK (sha256 = encode(sha256(content), 'hex'))
);
CREATE INDEX stored_files_owner ON stored_files (owner);
-- PDFs, images and Office files are compressed already: no second compression attempt on each write.
ALTER TABLE stored_files ALTER COLUMN content SET STORAGE EXTERNAL;

-- When a student or a company is removed, its rows go by cascade and its files with them.
CREATE FUNCTION stored_files_of_removed_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stored_files WHERE owner = TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]);
  RETURN OLD;
END $$;
CREATE TRIGGER students_stored_files AFTER DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION stored_files_of_removed_owner('student', 'user_id');
CREATE TRIGGER companies_stored_files AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION stored_files_of_removed_owner('company', 'id');

-- Every column that names a stored file, with whose file it is. The start-up import of files left
-- in a DATA_DIR, the demo seed and the invariant checks read it: a new table with a stored file
-- adds itself here.
CREATE VIEW stored_file_references AS
  SELECT stored_name AS key, 'student:' || user_id AS owner, 'cv-files' AS folder
    FROM student_documents WHERE stored_name IS NOT NULL
  UNION ALL
  SELECT photo_stored_name, 'student:' || user_id, 'cv-files'
    FROM student_cvs WHERE photo_stored_name IS NOT NULL
  UNION ALL
  SELECT attachment_stored_name, 'student:' || user_id, 'cv-files'
    FROM student_experiences WHERE attachment_stored_name IS NOT NULL
  UNION ALL
  SELECT d.stored_name, 'student:' || i.student_id, 'internship-documents'
    FROM internship_documents d JOIN student_internships i ON i.id = d.internship_id
  UNION ALL
  SELECT stored_name, 'company:' || company_id, 'company-documents'
    FROM company_documents WHERE stored_name IS NOT NULL
  UNION ALL
  SELECT deed_stored_name, 'company:' || company_id, 'agreements'
    FROM company_agreements
  UNION ALL
  SELECT signed_stored_name, 'company:' || company_id, 'agreements'
    FROM company_agreements WHERE signed_stored_name IS NOT NULL;
