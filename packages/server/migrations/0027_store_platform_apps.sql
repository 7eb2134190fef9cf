CREATE TABLE "store_platform_apps" (
	"site_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"credentials" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_platform_apps_site_id_platform_pk" PRIMARY KEY("site_id","platform")
);
--> statement-breakpoint
ALTER TABLE "store_platform_apps" ADD CONSTRAINT "store_platform_apps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;