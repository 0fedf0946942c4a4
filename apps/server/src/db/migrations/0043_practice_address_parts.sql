ALTER TABLE "users" ADD COLUMN "practice_street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_postal_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_country" text;--> statement-breakpoint
-- Issue 38: a practice address registered as one line is split into its parts where that is reliable:
-- "street, city, XX[ postal code][, country]", lines taken as commas, XX a Canadian province's or a
-- US state's code (which names the country), a postal code of that country's form, a country named
-- after it the same one. Anything else keeps no parts (/account asks the doctor to complete it);
-- practice_address itself is never changed.
WITH lines AS (
  SELECT id, regexp_replace(btrim(practice_address), '\s*[\r\n]+\s*', ', ', 'g') AS address
  FROM users
  WHERE practice_address IS NOT NULL AND practice_street IS NULL
),
parsed AS (
  SELECT id, coalesce(
    -- A country after the region first: "…, Toronto, ON, CA" is Ontario in Canada, not a city "ON" in California.
    regexp_match(address, '^(.*[^,\s])\s*,\s*([^,]*[^,\s])\s*,\s*([A-Za-z]{2})(?:\s+([A-Za-z][0-9][A-Za-z]\s?[0-9][A-Za-z][0-9]|[0-9]{5}(?:-[0-9]{4})?))?\s*,\s*(Canada|CAN|CA|United States of America|United States|USA|US|U\.S\.A\.|U\.S\.)\.?$', 'i'),
    regexp_match(address, '^(.*[^,\s])\s*,\s*([^,]*[^,\s])\s*,\s*([A-Za-z]{2})(?:\s+([A-Za-z][0-9][A-Za-z]\s?[0-9][A-Za-z][0-9]|[0-9]{5}(?:-[0-9]{4})?))?\.?$', 'i')
  ) AS part
  FROM lines
),
split AS (
  SELECT
    id,
    part[1] AS street,
    part[2] AS city,
    upper(part[3]) AS region,
    upper(regexp_replace(part[4], '\s', '', 'g')) AS postal_code,
    CASE
      WHEN part[5] IS NULL THEN NULL
      WHEN upper(part[5]) IN ('CANADA', 'CAN', 'CA') THEN 'CA'
      ELSE 'US'
    END AS named_country,
    CASE
      WHEN upper(part[3]) IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT') THEN 'CA'
      WHEN upper(part[3]) IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY') THEN 'US'
    END AS country
  FROM parsed
  WHERE part IS NOT NULL
)
UPDATE users SET
  practice_street = split.street,
  practice_city = split.city,
  practice_region = split.region,
  practice_postal_code = CASE
    WHEN split.country = 'CA' THEN substr(split.postal_code, 1, 3) || ' ' || substr(split.postal_code, 4)
    ELSE split.postal_code
  END,
  practice_country = split.country
FROM split
WHERE users.id = split.id
  AND split.country IS NOT NULL
  AND coalesce(split.named_country, split.country) = split.country
  AND (
    split.postal_code IS NULL
    OR (split.country = 'CA' AND split.postal_code ~ '^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$')
    OR (split.country = 'US' AND split.postal_code ~ '^[0-9]{5}(-[0-9]{4})?$')
  );
--> statement-breakpoint
-- An address not split is kept as the street alone (its lines joined by commas), for the doctor to
-- complete on /account: an address with a part missing is flagged there.
UPDATE users
SET practice_street = regexp_replace(btrim(practice_address), '\s*[\r\n]+\s*', ', ', 'g')
WHERE practice_address IS NOT NULL AND practice_street IS NULL;
