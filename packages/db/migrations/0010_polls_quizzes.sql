CREATE TABLE "poll_tallies" (
	"poll_id" integer NOT NULL,
	"answer_id" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_tallies_poll_id_answer_id_pk" PRIMARY KEY("poll_id","answer_id"),
	CONSTRAINT "poll_tallies_votes_not_negative" CHECK ("poll_tallies"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_vote_claims" (
	"poll_id" integer NOT NULL,
	"claim" text NOT NULL,
	"vote_id" integer NOT NULL,
	CONSTRAINT "poll_vote_claims_poll_id_claim_pk" PRIMARY KEY("poll_id","claim")
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"answer_id" text NOT NULL,
	"extra" text,
	"voter_id" text NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polls_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "quiz_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"token" text NOT NULL,
	"answers" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"lead_entry_id" integer,
	"session_id" text NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_entries_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "poll_tallies" ADD CONSTRAINT "poll_tallies_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_vote_claims" ADD CONSTRAINT "poll_vote_claims_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_vote_claims" ADD CONSTRAINT "poll_vote_claims_vote_id_poll_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "poll_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_entries" ADD CONSTRAINT "quiz_entries_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_entries" ADD CONSTRAINT "quiz_entries_lead_entry_id_form_entries_id_fk" FOREIGN KEY ("lead_entry_id") REFERENCES "form_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_votes_poll_idx" ON "poll_votes" USING btree ("poll_id","answer_id");--> statement-breakpoint
CREATE INDEX "quiz_entries_quiz_idx" ON "quiz_entries" USING btree ("quiz_id","id");--> statement-breakpoint
-- Content change notices (ADR 0011) for the pages that show a poll or a quiz. Votes and quiz
-- entries send none: a result is per visitor and never part of a shared page.
CREATE TRIGGER polls_content_change AFTER INSERT OR UPDATE OR DELETE ON polls FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('polls', 'id');
--> statement-breakpoint
CREATE TRIGGER quizzes_content_change AFTER INSERT OR UPDATE OR DELETE ON quizzes FOR EACH ROW EXECUTE FUNCTION atelier_notify_content_change('quizzes', 'id');
