CREATE TABLE "tort_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tort_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	"match_key" text NOT NULL,
	"level" text DEFAULT 'warn' NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tort_brands" ADD CONSTRAINT "tort_brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tort_brands_site_key" ON "tort_brands" USING btree ("site_id","match_key");--> statement-breakpoint
CREATE INDEX "tort_brands_site_created" ON "tort_brands" USING btree ("site_id","created_at" desc,"id" desc);