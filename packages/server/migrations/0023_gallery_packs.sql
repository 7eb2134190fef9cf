CREATE TABLE "gallery_pack_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_pack_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pack_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_pack_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_pack_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"material_ids" integer[] DEFAULT '{}' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"price_cents" integer NOT NULL,
	"licence" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_pack_files" ADD CONSTRAINT "gallery_pack_files_pack_id_gallery_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."gallery_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pack_files" ADD CONSTRAINT "gallery_pack_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pack_purchases" ADD CONSTRAINT "gallery_pack_purchases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pack_purchases" ADD CONSTRAINT "gallery_pack_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_pack_purchases" ADD CONSTRAINT "gallery_pack_purchases_pack_id_gallery_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."gallery_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_packs" ADD CONSTRAINT "gallery_packs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_pack_files_pack" ON "gallery_pack_files" USING btree ("pack_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_pack_purchases_owner_pack" ON "gallery_pack_purchases" USING btree ("user_id","pack_id");--> statement-breakpoint
CREATE INDEX "gallery_packs_site" ON "gallery_packs" USING btree ("site_id","is_published","created_at");