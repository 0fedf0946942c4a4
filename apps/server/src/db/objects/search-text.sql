-- The text search compares: lowercased, accents removed, so "juvederm" finds "Juvéderm". unaccent()
-- on its own is only STABLE (it finds its dictionary through search_path); naming the dictionary
-- makes the result depend on the argument alone, so the function may be IMMUTABLE, stored in
-- generated columns (products.search_name, search_description) and indexed. Changing what it
-- returns needs a migration that rewrites those columns.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
