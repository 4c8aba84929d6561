-- The company account requests queue flags a request whose CIF (letters and digits only, upper
-- case) or legal name (any case) another company has: both look-ups answer from an index, so the
-- queue's page stays fast with thousands of companies (office/queues/companies.ts, npm run bench).
CREATE INDEX companies_normalised_tax_id_idx ON companies ((regexp_replace(upper(tax_id), '[^0-9A-Z]', '', 'g')));
CREATE INDEX companies_lower_legal_name_idx ON companies (lower(legal_name));
