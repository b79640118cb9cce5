CREATE TABLE "slider_slides" (
	"slider_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_id" integer NOT NULL,
	"video_url" text,
	"caption" text DEFAULT '' NOT NULL,
	"href" text,
	"autoplay_delay_ms" integer,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_image_id" integer,
	CONSTRAINT "slider_slides_slider_id_position_pk" PRIMARY KEY("slider_id","position"),
	CONSTRAINT "slider_slides_delay_check" CHECK ("slider_slides"."autoplay_delay_ms" is null or "slider_slides"."autoplay_delay_ms" > 0)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sliders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_slides" ADD CONSTRAINT "slider_slides_thumbnail_image_id_images_id_fk" FOREIGN KEY ("thumbnail_image_id") REFERENCES "images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Content change notices (migration 0009): a page showing a slider is dropped from the page cache
-- when the slider or one of its slides changes ("sliders", "sliders:<id>").
CREATE TRIGGER sliders_content_change AFTER INSERT OR UPDATE OR DELETE ON sliders FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('sliders', 'id');
--> statement-breakpoint
CREATE TRIGGER slider_slides_content_change AFTER INSERT OR UPDATE OR DELETE ON slider_slides FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('sliders', 'slider_id');
