CREATE TABLE "temu_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temu_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_order_id" integer NOT NULL,
	"box_no" integer NOT NULL,
	"items" jsonb NOT NULL,
	"package_sn" text
);
--> statement-breakpoint
CREATE TABLE "temu_purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temu_purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"product_sku_id" text NOT NULL,
	"sku_code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"purchase_quantity" integer NOT NULL,
	"delivered_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temu_purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temu_purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"sub_purchase_order_sn" text NOT NULL,
	"original_purchase_order_sn" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_skc_id" text NOT NULL,
	"skc_code" text DEFAULT '' NOT NULL,
	"picture_url" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"warehouse_name" text DEFAULT '' NOT NULL,
	"purchased_at" timestamp with time zone,
	"deliver_by" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temu_ship_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temu_ship_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_order_id" integer NOT NULL,
	"purchase_order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temu_ship_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temu_ship_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"delivery_order_sn" text,
	"warehouse_name" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "temu_boxes" ADD CONSTRAINT "temu_boxes_ship_order_id_temu_ship_orders_id_fk" FOREIGN KEY ("ship_order_id") REFERENCES "public"."temu_ship_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_purchase_order_lines" ADD CONSTRAINT "temu_purchase_order_lines_purchase_order_id_temu_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."temu_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_purchase_orders" ADD CONSTRAINT "temu_purchase_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_purchase_orders" ADD CONSTRAINT "temu_purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_purchase_orders" ADD CONSTRAINT "temu_purchase_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_ship_order_lines" ADD CONSTRAINT "temu_ship_order_lines_ship_order_id_temu_ship_orders_id_fk" FOREIGN KEY ("ship_order_id") REFERENCES "public"."temu_ship_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_ship_order_lines" ADD CONSTRAINT "temu_ship_order_lines_purchase_order_line_id_temu_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."temu_purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD CONSTRAINT "temu_ship_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD CONSTRAINT "temu_ship_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD CONSTRAINT "temu_ship_orders_purchase_order_id_temu_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."temu_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "temu_boxes_no" ON "temu_boxes" USING btree ("ship_order_id","box_no");--> statement-breakpoint
CREATE UNIQUE INDEX "temu_purchase_order_lines_sku" ON "temu_purchase_order_lines" USING btree ("purchase_order_id","product_sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temu_purchase_orders_store_sn" ON "temu_purchase_orders" USING btree ("store_id","sub_purchase_order_sn");--> statement-breakpoint
CREATE INDEX "temu_purchase_orders_owner" ON "temu_purchase_orders" USING btree ("site_id","user_id","purchased_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temu_ship_order_lines_line" ON "temu_ship_order_lines" USING btree ("ship_order_id","purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "temu_ship_orders_owner" ON "temu_ship_orders" USING btree ("site_id","user_id","created_at");