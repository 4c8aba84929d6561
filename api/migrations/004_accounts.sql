-- Accounts beyond the login: one-time links to reset or set a password, registration rules,
-- company account requests, data-protection acceptance and requests to leave the service.

-- A company user created by an account request has no password until they set it through the
-- link mailed to them (/establecer-login): NULL means "not set yet", and no password matches it.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- One-time links. Only a SHA-256 of the token is stored, so a leaked table gives no usable link.
-- A link works once (used_at) and until expires_at; a newer link of the same purpose voids the
-- older ones (the service marks them used).
CREATE TABLE account_links (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'set')),
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_links_user_idx ON account_links (user_id, purpose) WHERE used_at IS NULL;

-- Graduates of the institution (by national id): they must use the institutional login, not
-- register (status 95).
CREATE TABLE institution_graduates (
  national_id text PRIMARY KEY CHECK (national_id = upper(national_id))
);

-- Registration looks students up by national id (status 94).
CREATE INDEX students_national_id_idx ON students (upper(national_id));

-- Data-protection texts: the highest version is in force; a user who has not accepted it gets it
-- with the login answer (textoCortoRGPD) and accepts it through guardaAceptacionRGPD.
CREATE TABLE data_protection_texts (
  version integer PRIMARY KEY,
  short_text jsonb NOT NULL,   -- {"es": "...", "ca": "...", "en": "..."}
  external_link text,
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE data_protection_acceptances (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL REFERENCES data_protection_texts (version),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, version)
);

-- A company's request for an account (/solicitar-cuenta): the company (not validated) and its
-- first user are created with it; the careers service validates it later.
CREATE TABLE company_account_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL UNIQUE REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_name text NOT NULL,
  phone text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  validated_at timestamptz
);

-- Requests to leave the service (solicitarBajaServicio): at most one pending per user.
CREATE TABLE leave_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);
CREATE UNIQUE INDEX leave_requests_pending_key ON leave_requests (user_id) WHERE handled_at IS NULL;

-- Integrated (institutional) login, SAML 2.0. The ids of the authentication requests sent to the
-- identity provider, until their response arrives (InResponseTo): a response answers one
-- request once, so a captured response cannot be replayed.
CREATE TABLE saml_requests (
  id text PRIMARY KEY,
  issued_instant text NOT NULL,   -- as the request said it (the SAML library compares it)
  expires_at timestamptz NOT NULL
);

-- Responses received at the assertion consumer service, handed to the portal's /acceso page by a
-- one-time code (only its hash is kept) and validated when the page posts the code back.
CREATE TABLE saml_responses (
  code_hash bytea PRIMARY KEY,
  response text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Sessions ended by logout before their token expired: a token listed here is refused (status 2).
-- Only a hash of the token is kept, until the token would have expired anyway.
CREATE TABLE ended_sessions (
  token_hash bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
