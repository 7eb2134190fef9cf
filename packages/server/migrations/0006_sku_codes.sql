CREATE TABLE "sku_codes" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text,
	"gtin" text,
	"fnsku" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sku_codes" ADD CONSTRAINT "sku_codes_sku_id_designed_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."designed_product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_codes_user_code" ON "sku_codes" USING btree ("user_id",lower("code")) WHERE "sku_codes"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_codes_user_gtin" ON "sku_codes" USING btree ("user_id","gtin") WHERE "sku_codes"."gtin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_codes_user_fnsku" ON "sku_codes" USING btree ("user_id","fnsku") WHERE "sku_codes"."fnsku" is not null;