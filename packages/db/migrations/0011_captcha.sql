CREATE TABLE "spent_captcha_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_captcha_challenges_expires_at_idx" ON "spent_captcha_challenges" USING btree ("expires_at");