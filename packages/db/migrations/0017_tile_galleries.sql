CREATE TABLE "tile_galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tile_galleries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tile_gallery_tiles" (
	"gallery_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"image_id" integer NOT NULL,
	"video_url" text,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"filter_sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	CONSTRAINT "tile_gallery_tiles_gallery_id_position_pk" PRIMARY KEY("gallery_id","position"),
	CONSTRAINT "tile_gallery_tiles_video_check" CHECK (("tile_gallery_tiles"."type" = 'iframe') = ("tile_gallery_tiles"."video_url" is not null))
);
--> statement-breakpoint
ALTER TABLE "tile_gallery_tiles" ADD CONSTRAINT "tile_gallery_tiles_gallery_id_tile_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "tile_galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_gallery_tiles" ADD CONSTRAINT "tile_gallery_tiles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Content change notices (migration 0009): a gallery's page is dropped from the page cache when
-- the gallery or one of its tiles changes ("tile-galleries:<id>").
CREATE TRIGGER tile_galleries_content_change AFTER INSERT OR UPDATE OR DELETE ON tile_galleries FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('tile-galleries', 'id');
--> statement-breakpoint
CREATE TRIGGER tile_gallery_tiles_content_change AFTER INSERT OR UPDATE OR DELETE ON tile_gallery_tiles FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('tile-galleries', 'gallery_id');
