-- The careers office manages the orientation guides (issue 26). Until now a guide was three
-- unrelated rows, one per language, tied only by a slug; the office edits a guide with its three
-- translations side by side, orders, publishes and withdraws it as one thing: one row a guide,
-- with its texts in es (required), ca and en (empty: readers of that language see the Spanish
-- guide). The rows of the old table are migrated guide by guide (by slug), keeping their order,
-- their publication and their HTML as it was written (the display sanitises it).

-- The guides' own uploaded images and PDFs: read by students without a session (an image tag
-- sends none) under a generated name, so they live apart from the students' and companies' files.
CREATE TABLE orientation_guide_files (
  key text PRIMARY KEY CHECK (key ~ '^[0-9a-f-]{36}\.(png|jpe?g|gif|pdf)$'),
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (size_bytes = octet_length(content)),
  CHECK (sha256 = encode(sha256(content), 'hex'))
);
ALTER TABLE orientation_guide_files ALTER COLUMN content SET STORAGE EXTERNAL;

ALTER TABLE orientation_guides RENAME TO orientation_guides_by_language;

CREATE TABLE orientation_guides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text UNIQUE,                       -- the seed's name of a guide; null for the office's own
  position integer NOT NULL,
  title_es text NOT NULL,
  title_ca text,
  title_en text,
  description_es text NOT NULL,
  description_ca text,
  description_en text,
  image_alt_es text,
  image_alt_ca text,
  image_alt_en text,
  image_key text REFERENCES orientation_guide_files (key),
  image_url text,                         -- an older guide's image by address (not uploaded)
  file_key text REFERENCES orientation_guide_files (key),
  link_url text,                          -- the attached web page, or an older guide's file address
  published_at timestamptz,
  published_by integer REFERENCES users (id),
  withdrawn_at timestamptz,
  withdrawn_by integer REFERENCES users (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orientation_guides_one_attachment CHECK (file_key IS NULL OR link_url IS NULL),
  CONSTRAINT orientation_guides_withdrawn_not_published CHECK (withdrawn_at IS NULL OR published_at IS NULL)
);
CREATE INDEX orientation_guides_published_order ON orientation_guides (position, id) WHERE published_at IS NOT NULL;

INSERT INTO orientation_guides (slug, position, title_es, title_ca, title_en, description_es, description_ca, description_en,
                                image_url, link_url, published_at, withdrawn_at)
SELECT g.slug,
       min(g.position),
       coalesce(max(g.title) FILTER (WHERE g.language = 'es'), min(g.title)),
       max(g.title) FILTER (WHERE g.language = 'ca'),
       max(g.title) FILTER (WHERE g.language = 'en'),
       coalesce(max(g.description_html) FILTER (WHERE g.language = 'es'), min(g.description_html)),
       max(g.description_html) FILTER (WHERE g.language = 'ca'),
       max(g.description_html) FILTER (WHERE g.language = 'en'),
       coalesce(max(g.image_url) FILTER (WHERE g.language = 'es'), max(g.image_url)),
       coalesce(max(g.file_url) FILTER (WHERE g.language = 'es'), max(g.file_url)),
       CASE WHEN bool_or(g.published) THEN now() END,
       CASE WHEN NOT bool_or(g.published) THEN now() END
  FROM orientation_guides_by_language g
 GROUP BY g.slug
 ORDER BY min(g.position), g.slug;

DROP TABLE orientation_guides_by_language;
