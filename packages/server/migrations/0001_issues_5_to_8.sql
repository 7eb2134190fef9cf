CREATE TABLE "address_blacklist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_blacklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address_keyword" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_off_cents" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_shop_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_shop_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"shop" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"job_id" integer,
	"row_count" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_order_lines" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"row_number" integer NOT NULL,
	"sale_price_cents" integer,
	"print_files" jsonb NOT NULL,
	"personalisation" text DEFAULT '' NOT NULL,
	"fnsku" text DEFAULT '' NOT NULL,
	"label_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imported_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"source_order_no" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"fba" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" integer,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"imported_orders" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_orders" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"error_file_key" text,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recharge_no" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"voucher_key" text,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sku_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"store_sku_key" text NOT NULL,
	"designed_product_sku_id" integer,
	"goods_sku_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"name" text NOT NULL,
	"shop_domain" text NOT NULL,
	"state" text DEFAULT 'authorising' NOT NULL,
	"state_message" text DEFAULT '' NOT NULL,
	"credentials" text,
	"access_token_expires_at" timestamp with time zone,
	"auth_nonce" text,
	"auth_verifier" text,
	"auth_started_at" timestamp with time zone,
	"sync_cursor" text,
	"sync_page" text,
	"sync_job_id" bigint,
	"sync_status" text DEFAULT 'idle' NOT NULL,
	"sync_done" integer DEFAULT 0 NOT NULL,
	"sync_total" integer,
	"last_error" text DEFAULT '' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_methods" ADD COLUMN "country_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_line_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "customisation" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fba_shipment_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_order_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_change" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mapping_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_push_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_push_error" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_fulfilment_id" text;--> statement-breakpoint
ALTER TABLE "address_blacklist" ADD CONSTRAINT "address_blacklist_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_blacklist" ADD CONSTRAINT "address_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_shop_links" ADD CONSTRAINT "platform_shop_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_shop_links" ADD CONSTRAINT "platform_shop_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_order_lines" ADD CONSTRAINT "imported_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_product_items" ADD CONSTRAINT "merged_product_items_merged_id_merged_products_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."merged_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_product_items" ADD CONSTRAINT "merged_product_items_product_id_designed_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."designed_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_products" ADD CONSTRAINT "merged_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_products" ADD CONSTRAINT "merged_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_designed_product_sku_id_designed_product_skus_id_fk" FOREIGN KEY ("designed_product_sku_id") REFERENCES "public"."designed_product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_goods_sku_id_goods_skus_id_fk" FOREIGN KEY ("goods_sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_blacklist_owner" ON "address_blacklist" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_site" ON "coupons" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "user_coupons_owner" ON "user_coupons" USING btree ("site_id","user_id","issued_at");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon" ON "user_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_shop_links_shop" ON "platform_shop_links" USING btree ("site_id","platform","shop");--> statement-breakpoint
CREATE INDEX "export_records_owner" ON "export_records" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_orders_owner_no" ON "imported_orders" USING btree ("site_id","user_id","source_order_no");--> statement-breakpoint
CREATE INDEX "imported_orders_order" ON "imported_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "imported_orders_import" ON "imported_orders" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "order_imports_owner" ON "order_imports" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merged_product_items_pair" ON "merged_product_items" USING btree ("merged_id","product_id");--> statement-breakpoint
CREATE INDEX "merged_products_owner" ON "merged_products" USING btree ("site_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_no" ON "recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE INDEX "recharges_owner" ON "recharges" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharges_site_status" ON "recharges" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_mappings_store_key" ON "sku_mappings" USING btree ("store_id","store_sku_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_site_shop" ON "stores" USING btree ("site_id","platform","shop_domain");--> statement-breakpoint
CREATE INDEX "stores_owner" ON "stores" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "stores_shop" ON "stores" USING btree ("platform","shop_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_auth_nonce" ON "stores" USING btree ("auth_nonce");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_platform_order" ON "orders" USING btree ("store_id","platform_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_store" ON "orders" USING btree ("site_id","user_id","store_id");--> statement-breakpoint
CREATE INDEX "orders_site_status" ON "orders" USING btree ("site_id","status","created_at");