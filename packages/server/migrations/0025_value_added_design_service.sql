CREATE TABLE "design_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"design_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mockups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"brief" text NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_id" integer,
	"product_name" text DEFAULT '' NOT NULL,
	"size_name" text DEFAULT '' NOT NULL,
	"deadline" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"designer_id" integer,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_price_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_price_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_order_events" ADD CONSTRAINT "design_order_events_design_order_id_design_orders_id_fk" FOREIGN KEY ("design_order_id") REFERENCES "public"."design_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_orders" ADD CONSTRAINT "design_orders_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_items" ADD CONSTRAINT "service_price_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_order_events_order" ON "design_order_events" USING btree ("design_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_orders_order_no" ON "design_orders" USING btree ("site_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "design_orders_key" ON "design_orders" USING btree ("site_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "design_orders_owner" ON "design_orders" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_orders_site_status" ON "design_orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_reference" ON "service_orders" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE INDEX "service_orders_owner" ON "service_orders" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_price_items_site_kind" ON "service_price_items" USING btree ("site_id","kind","sort");