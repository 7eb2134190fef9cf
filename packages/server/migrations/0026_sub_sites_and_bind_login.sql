CREATE TABLE "login_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_user_id" integer,
	"ticket_used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "oauth_states_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "sub_site_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sub_site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_site_levels" (
	"site_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "sub_site_levels_site_id_group_id_pk" PRIMARY KEY("site_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "sub_site_markups" (
	"sub_site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"basis_points" integer NOT NULL,
	CONSTRAINT "sub_site_markups_sub_site_id_category_id_pk" PRIMARY KEY("sub_site_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sub_site_order_markups" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sub_site_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"markup_cents" integer NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"host" text NOT NULL,
	"domain_name" text DEFAULT '' NOT NULL,
	"domain_ico_img" text DEFAULT '' NOT NULL,
	"domain_logo_1" text DEFAULT '' NOT NULL,
	"domain_logo_2" text DEFAULT '' NOT NULL,
	"domain_license_no" text DEFAULT '' NOT NULL,
	"customer_qr_code" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"default_markup_basis_points" integer DEFAULT 0 NOT NULL,
	"verify_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_identities" ADD CONSTRAINT "login_identities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_identities" ADD CONSTRAINT "login_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_customers" ADD CONSTRAINT "sub_site_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_customers" ADD CONSTRAINT "sub_site_customers_sub_site_id_sub_sites_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."sub_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_levels" ADD CONSTRAINT "sub_site_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_levels" ADD CONSTRAINT "sub_site_levels_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_markups" ADD CONSTRAINT "sub_site_markups_sub_site_id_sub_sites_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."sub_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_site_order_markups" ADD CONSTRAINT "sub_site_order_markups_sub_site_id_sub_sites_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."sub_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_sites" ADD CONSTRAINT "sub_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_sites" ADD CONSTRAINT "sub_sites_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_identities_subject" ON "login_identities" USING btree ("site_id","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "login_identities_user" ON "login_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "oauth_states_expires" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sub_site_customers_sub_site" ON "sub_site_customers" USING btree ("sub_site_id","created_at");--> statement-breakpoint
CREATE INDEX "sub_site_order_markups_sub_site" ON "sub_site_order_markups" USING btree ("sub_site_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_sites_owner" ON "sub_sites" USING btree ("site_id","owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_sites_host" ON "sub_sites" USING btree ("host");--> statement-breakpoint
-- Host lookups are cached per process under the sites counter: a sub-site change bumps it.
CREATE CONSTRAINT TRIGGER "sub_sites_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "sub_sites"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('sites');
