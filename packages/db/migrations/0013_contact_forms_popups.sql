CREATE TABLE "contact_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"status" text NOT NULL,
	"posted_data" jsonb NOT NULL,
	"posted_data_hash" text NOT NULL,
	"container_post_id" integer DEFAULT 0 NOT NULL,
	"spam_reason" text,
	"session_id" text,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_forms" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"popup_id" integer,
	"consent_text" text DEFAULT '' NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "popup_form_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"popup_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"session_id" text,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "contact_form_submissions" ADD CONSTRAINT "contact_form_submissions_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "contact_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_form_entries" ADD CONSTRAINT "popup_form_entries_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "popups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_form_submissions_form_idx" ON "contact_form_submissions" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "contact_form_submissions_created_idx" ON "contact_form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "popup_form_entries_popup_idx" ON "popup_form_entries" USING btree ("popup_id","id");--> statement-breakpoint
CREATE TRIGGER contact_forms_content_change AFTER INSERT OR UPDATE OR DELETE ON contact_forms FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('contact-forms', 'id');
--> statement-breakpoint
CREATE TRIGGER popups_content_change AFTER INSERT OR UPDATE OR DELETE ON popups FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('popups', 'id');
