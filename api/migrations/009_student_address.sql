-- The student's home address (CV "Domicilio"), one per student. The service checks it against the
-- reference data in api/data/ (provinces, INE municipalities, islands); the constraints below keep
-- the shapes it allows, so no other writer can store a half address.
CREATE TABLE student_addresses (
  user_id integer PRIMARY KEY REFERENCES students (user_id) ON DELETE CASCADE,
  street_type_id integer NOT NULL,           -- idTipoVia
  street text NOT NULL CHECK (street <> ''), -- direccion
  street_number text NOT NULL CHECK (street_number <> ''), -- direccionNumero
  floor text,                                -- direccionPiso
  door text,                                 -- direccionPuerta
  postal_code text NOT NULL CHECK (postal_code <> ''), -- cp
  country_id integer NOT NULL,               -- idPais (1 = Spain)
  province_id char(2) CHECK (province_id ~ '^(0[1-9]|[1-4][0-9]|5[0-3])$'), -- idProvincia
  province_text text,                        -- provinciaOtros (abroad)
  municipality_id integer,                   -- idLocalidad (INE code)
  municipality_text text,                    -- localidadOtros
  island_id integer,                         -- idIsla
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Spain has a listed province and no province text; other countries the reverse (text optional).
  CONSTRAINT student_addresses_province CHECK (
    (country_id = 1 AND province_id IS NOT NULL AND province_text IS NULL)
    OR (country_id <> 1 AND province_id IS NULL)
  ),
  -- The town is either an INE id or a text, never both nor none.
  CONSTRAINT student_addresses_municipality CHECK ((municipality_id IS NULL) <> (municipality_text IS NULL)),
  -- An INE municipality id starts with its province's code (08187 -> 8187 in province 08).
  CONSTRAINT student_addresses_municipality_province CHECK (
    municipality_id IS NULL OR (province_id IS NOT NULL AND municipality_id / 1000 = province_id::integer)
  ),
  CONSTRAINT student_addresses_island CHECK (island_id IS NULL OR province_id IN ('07', '35', '38'))
);
