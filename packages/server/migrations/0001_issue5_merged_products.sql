CREATE TABLE "merged_product_items" (
	"merged_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merged_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merged_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merged_product_items" ADD CONSTRAINT "merged_product_items_merged_id_merged_products_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."merged_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_product_items" ADD CONSTRAINT "merged_product_items_product_id_designed_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."designed_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_products" ADD CONSTRAINT "merged_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_products" ADD CONSTRAINT "merged_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merged_product_items_pair" ON "merged_product_items" USING btree ("merged_id","product_id");--> statement-breakpoint
CREATE INDEX "merged_products_owner" ON "merged_products" USING btree ("site_id","user_id","created_at" DESC NULLS LAST);