CREATE TABLE "sub_site_markup_reversals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_site_markup_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sub_site_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"refund_key" text NOT NULL,
	"refund_cents" integer NOT NULL,
	"reversal_cents" integer NOT NULL,
	"taken_cents" integer NOT NULL,
	"owed_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_site_markup_reversals" ADD CONSTRAINT "sub_site_markup_reversals_sub_site_id_sub_sites_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."sub_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_site_markup_reversals_refund" ON "sub_site_markup_reversals" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "sub_site_markup_reversals_order" ON "sub_site_markup_reversals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_site_markup_reversals_owed" ON "sub_site_markup_reversals" USING btree ("owner_user_id","owed_cents");