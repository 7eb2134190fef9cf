ALTER TABLE "articles" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_site_topic" ON "articles" USING btree ("site_id","topic");