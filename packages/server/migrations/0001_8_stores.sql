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
ALTER TABLE "order_items" ADD COLUMN "store_line_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "customisation" jsonb;--> statement-breakpoint
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
ALTER TABLE "imported_order_lines" ADD CONSTRAINT "imported_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_orders" ADD CONSTRAINT "imported_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_designed_product_sku_id_designed_product_skus_id_fk" FOREIGN KEY ("designed_product_sku_id") REFERENCES "public"."designed_product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_mappings" ADD CONSTRAINT "sku_mappings_goods_sku_id_goods_skus_id_fk" FOREIGN KEY ("goods_sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_orders_owner_no" ON "imported_orders" USING btree ("site_id","user_id","source_order_no");--> statement-breakpoint
CREATE INDEX "imported_orders_order" ON "imported_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "imported_orders_import" ON "imported_orders" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "order_imports_owner" ON "order_imports" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_mappings_store_key" ON "sku_mappings" USING btree ("store_id","store_sku_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_site_shop" ON "stores" USING btree ("site_id","platform","shop_domain");--> statement-breakpoint
CREATE INDEX "stores_owner" ON "stores" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "stores_shop" ON "stores" USING btree ("platform","shop_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_auth_nonce" ON "stores" USING btree ("auth_nonce");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_platform_order" ON "orders" USING btree ("store_id","platform_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_store" ON "orders" USING btree ("site_id","user_id","store_id");