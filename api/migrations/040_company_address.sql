-- The company's address (spec 001 §3 "Company address"), one per company: shown on the company
-- data and on the new-agreement request, which may correct it. The same shape and checks as the
-- student's address (009), plus the staircase and the data protection officer.
CREATE TABLE company_addresses (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  street_type_id integer NOT NULL,                         -- idTipoVia
  street text NOT NULL CHECK (street <> ''),               -- direccion
  street_number text NOT NULL CHECK (street_number <> ''), -- direccionNumero
  staircase text,                                          -- direccionEscalera
  floor text,                                              -- direccionPiso
  door text,                                               -- direccionPuerta
  postal_code text NOT NULL CHECK (postal_code <> ''),     -- cp
  country_id integer NOT NULL,                             -- idPais (1 = Spain)
  province_id char(2) CHECK (province_id ~ '^(0[1-9]|[1-4][0-9]|5[0-3])$'), -- idProvincia
  province_text text,                                      -- provinciaOtros (abroad)
  municipality_id integer,                                 -- idLocalidad (INE code)
  municipality_text text,                                  -- localidadOtros
  island_id integer,                                       -- idIsla
  dpo text,                                                -- DPO
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_addresses_province CHECK (
    (country_id = 1 AND province_id IS NOT NULL AND province_text IS NULL)
    OR (country_id <> 1 AND province_id IS NULL)
  ),
  CONSTRAINT company_addresses_municipality CHECK ((municipality_id IS NULL) <> (municipality_text IS NULL)),
  CONSTRAINT company_addresses_municipality_province CHECK (
    municipality_id IS NULL OR (province_id IS NOT NULL AND municipality_id / 1000 = province_id::integer)
  ),
  CONSTRAINT company_addresses_island CHECK (island_id IS NULL OR province_id IN ('07', '35', '38'))
);
