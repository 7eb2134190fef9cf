CREATE TABLE "goods_stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_sku_id" integer,
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
ALTER TABLE "sites" ADD COLUMN "storage_fee_cents_per_unit_month" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_stock_ledger" ADD CONSTRAINT "goods_stock_ledger_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_ledger" ADD CONSTRAINT "goods_stock_ledger_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_ledger" ADD CONSTRAINT "goods_stock_ledger_goods_sku_id_goods_skus_id_fk" FOREIGN KEY ("goods_sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_stock_ledger_stock" ON "goods_stock_ledger" USING btree ("goods_id","goods_sku_id","id");--> statement-breakpoint
CREATE INDEX "goods_stock_ledger_reference" ON "goods_stock_ledger" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_stock_ledger_idempotency" ON "goods_stock_ledger" USING btree ("site_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_stock_not_negative" CHECK ("goods"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_stock_not_negative" CHECK ("goods_skus"."stock" >= 0);--> statement-breakpoint
-- Written by hand (re-append after renumbering): the stock goods and SKUs hold before the ledger
-- existed becomes each one's opening row, so every balance equals the sum of its ledger rows.
INSERT INTO "goods_stock_ledger" ("site_id", "goods_id", "goods_sku_id", "kind", "delta", "quantity_after", "description", "idempotency_key")
SELECT "site_id", "id", NULL, 'initial', "stock", "stock", '启用库存流水时的库存', 'initial:goods:' || "id"
FROM "goods" WHERE "stock" > 0;--> statement-breakpoint
INSERT INTO "goods_stock_ledger" ("site_id", "goods_id", "goods_sku_id", "kind", "delta", "quantity_after", "description", "idempotency_key")
SELECT "goods"."site_id", "goods_skus"."goods_id", "goods_skus"."id", 'initial', "goods_skus"."stock", "goods_skus"."stock", '启用库存流水时的库存', 'initial:sku:' || "goods_skus"."id"
FROM "goods_skus" INNER JOIN "goods" ON "goods"."id" = "goods_skus"."goods_id" WHERE "goods_skus"."stock" > 0;
