-- Content change notices (issue 13, ADR 0011). Every change to what pages show sends a NOTIFY on
-- the channel atelier_content once its transaction commits, whoever made it: the site, the seed,
-- another server process or psql. Each server process listens and drops the cached pages that
-- depend on what changed. The payload is a tag: the table ("products"), and for
-- tables whose rows belong to one entity also "<entity>:<id>" ("products:12"), so a product
-- page is dropped only when its own product changes. PostgreSQL folds identical notices of one
-- transaction into one, so a large write sends each tag once.
CREATE OR REPLACE FUNCTION atelier_notify_content_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
BEGIN
  PERFORM pg_notify('atelier_content', entity);
  IF TG_LEVEL = 'ROW' AND id_column <> '' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('atelier_content', entity || ':' || (to_jsonb(OLD) ->> id_column));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('atelier_content', entity || ':' || (to_jsonb(NEW) ->> id_column));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_content_change AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('products', 'id');
--> statement-breakpoint
CREATE TRIGGER product_variations_content_change AFTER INSERT OR UPDATE OR DELETE ON product_variations FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER product_images_content_change AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER forms_content_change AFTER INSERT OR UPDATE OR DELETE ON forms FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('forms', 'id');
--> statement-breakpoint
CREATE TRIGGER pages_content_change AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('pages', 'slug');
--> statement-breakpoint
CREATE TRIGGER images_content_change AFTER INSERT OR UPDATE OR DELETE ON images FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('images', '');
--> statement-breakpoint
CREATE TRIGGER categories_content_change AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('categories', '');
--> statement-breakpoint
CREATE TRIGGER artists_content_change AFTER INSERT OR UPDATE OR DELETE ON artists FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('artists', '');
--> statement-breakpoint
CREATE TRIGGER posts_content_change AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('posts', '');
--> statement-breakpoint
CREATE TRIGGER testimonials_content_change AFTER INSERT OR UPDATE OR DELETE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('testimonials', '');
--> statement-breakpoint
CREATE TRIGGER portfolio_projects_content_change AFTER INSERT OR UPDATE OR DELETE ON portfolio_projects FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('portfolio', '');
--> statement-breakpoint
CREATE TRIGGER portfolio_images_content_change AFTER INSERT OR UPDATE OR DELETE ON portfolio_images FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('portfolio', '');
--> statement-breakpoint
CREATE TRIGGER albums_content_change AFTER INSERT OR UPDATE OR DELETE ON albums FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('albums', '');
--> statement-breakpoint
CREATE TRIGGER album_images_content_change AFTER INSERT OR UPDATE OR DELETE ON album_images FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('albums', '');
--> statement-breakpoint
CREATE TRIGGER media_items_content_change AFTER INSERT OR UPDATE OR DELETE ON media_items FOR EACH STATEMENT EXECUTE FUNCTION atelier_notify_content_change('media', '');
