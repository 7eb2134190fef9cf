CREATE TABLE "template_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"platform" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"operator" text NOT NULL,
	"total_rows" integer NOT NULL,
	"ok_rows" integer NOT NULL,
	"failed_rows" integer NOT NULL,
	"error_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_records" ADD CONSTRAINT "template_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_records" ADD CONSTRAINT "template_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_records_owner" ON "template_records" USING btree ("site_id","user_id","created_at");