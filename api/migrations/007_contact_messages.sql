-- Messages of the contact form (spec 000 §2.5): kept, so none is lost if the mail fails.
CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_type text NOT NULL CHECK (sender_type IN ('candidato', 'empresa', 'anonimo')),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  subject text NOT NULL,
  message text NOT NULL,
  about_internships boolean NOT NULL,
  about_employment boolean NOT NULL,
  -- The brand's area addresses it was sent to; null until the mail went out.
  delivered_to text[],
  created_at timestamptz NOT NULL DEFAULT now()
);
