-- Site search (issue 12): a text search configuration that folds accents ('giclee' finds
-- 'Giclée', 'Ines' finds 'Inês') before English stemming ('seascapes' finds 'seascape').
--
-- unaccent is a contrib extension shipped with PostgreSQL and with PGlite (loaded in
-- connection.ts). It is created in the public schema, never in the migrating schema: a test
-- suite migrates a private schema and drops it with CASCADE, which would take a schema-local
-- extension away from every other suite sharing the database. If the extension already lives
-- elsewhere (some hosts keep extensions in their own schema), that copy is used.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
-- The configuration itself lives in the migrating schema, like the tables. Its unaccent
-- dictionary is named with the extension's schema, which need not be on the search_path.
DO $$
DECLARE
  extension_schema text;
BEGIN
  SELECT namespace.nspname INTO extension_schema
    FROM pg_extension extension
    JOIN pg_namespace namespace ON namespace.oid = extension.extnamespace
   WHERE extension.extname = 'unaccent';
  EXECUTE 'CREATE TEXT SEARCH CONFIGURATION atelier_search (COPY = pg_catalog.english)';
  EXECUTE format(
    'ALTER TEXT SEARCH CONFIGURATION atelier_search ALTER MAPPING FOR hword, hword_part, word WITH %I.unaccent, english_stem',
    extension_schema
  );
END
$$;
