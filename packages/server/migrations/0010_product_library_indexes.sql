DROP INDEX "designed_products_owner";--> statement-breakpoint
ALTER TABLE "designed_products" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(regexp_replace(normalize("designed_products"."name", NFKC), '\s+', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "designed_product_skus_sku" ON "designed_product_skus" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "designed_product_skus_color" ON "designed_product_skus" USING btree ("color_id","product_id");--> statement-breakpoint
CREATE INDEX "designed_products_owner_blank" ON "designed_products" USING btree ("site_id","user_id","basic_product_id");--> statement-breakpoint
CREATE INDEX "designed_products_owner" ON "designed_products" USING btree ("site_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);