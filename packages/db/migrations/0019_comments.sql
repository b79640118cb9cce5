CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"thread" text GENERATED ALWAYS AS (target_kind || ':' || target_id) STORED NOT NULL,
	"parent_id" integer,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"author_url" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"spam_reason" text,
	"session_id" text,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_approved_thread_idx" ON "comments" USING btree ("target_kind","target_id","created_at","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "comments_pending_idx" ON "comments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'pending';--> statement-breakpoint
-- Content change notices (migration 0009): a post's or project's page shows its approved comments,
-- so it is dropped from the page cache ("comments", "comments:post:12") when an approved comment
-- appears, changes or goes. A pending, spam or trashed comment changes no page, so a visitor's
-- submission (or a flood of spam) never empties the cache.
CREATE TRIGGER comments_insert_content_change AFTER INSERT ON comments FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION atelier_notify_content_change('comments', 'thread');
--> statement-breakpoint
CREATE TRIGGER comments_update_content_change AFTER UPDATE ON comments FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved') EXECUTE FUNCTION atelier_notify_content_change('comments', 'thread');
--> statement-breakpoint
CREATE TRIGGER comments_delete_content_change AFTER DELETE ON comments FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION atelier_notify_content_change('comments', 'thread');
