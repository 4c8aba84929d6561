-- The careers office's admin edits the brand and settings (issue 26). The brand row says who saved
-- it last; its version is updated_at, as the office's other records (a save of another version is
-- refused, 131). Each save is recorded in staff_decisions (queue 'marca', record 1) with only the
-- keys it changed, before and after.
ALTER TABLE institution_brand ADD COLUMN updated_by integer REFERENCES users (id);

-- Uploaded logos are files of the institution (owner 'institution:1'), in the same store as every
-- other upload; the public logo route serves only those.
ALTER TABLE stored_files DROP CONSTRAINT stored_files_owner_check;
ALTER TABLE stored_files ADD CONSTRAINT stored_files_owner_check CHECK (owner ~ '^(student|company|institution):[0-9]+$');
