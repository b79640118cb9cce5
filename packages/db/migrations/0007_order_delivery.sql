ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;