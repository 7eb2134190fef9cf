ALTER TABLE "groups" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "benefits" text DEFAULT '' NOT NULL;