CREATE TABLE "stock_inbounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_inbounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_key" text NOT NULL,
	"item_type" text NOT NULL,
	"basic_product_id" integer,
	"color_id" integer,
	"size_id" integer,
	"goods_id" integer,
	"goods_sku_id" integer,
	"name" text NOT NULL,
	"sku_text" text NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"description" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"units" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_key" text NOT NULL,
	"item_type" text NOT NULL,
	"basic_product_id" integer,
	"color_id" integer,
	"size_id" integer,
	"goods_id" integer,
	"goods_sku_id" integer,
	"name" text NOT NULL,
	"sku_text" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_stock_not_negative" CHECK ("warehouse_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "from_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_inbounds" ADD CONSTRAINT "stock_inbounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inbounds" ADD CONSTRAINT "stock_inbounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_stock_id_warehouse_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."warehouse_stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_fees" ADD CONSTRAINT "storage_fees_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_fees" ADD CONSTRAINT "storage_fees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_inbounds_idempotency" ON "stock_inbounds" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "stock_inbounds_owner" ON "stock_inbounds" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_inbounds_site_status" ON "stock_inbounds" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_owner" ON "stock_ledger" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_reference" ON "stock_ledger" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_idempotency" ON "stock_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_fees_owner_period" ON "storage_fees" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "storage_fees_site_status" ON "storage_fees" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_owner_sku" ON "warehouse_stock" USING btree ("site_id","user_id","sku_key");