CREATE TABLE "basic_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basic_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_merge_design" integer DEFAULT 0 NOT NULL,
	"design_style" integer DEFAULT 1 NOT NULL,
	"is_3d" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_bottom_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_bottom_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"image_src" text NOT NULL,
	"big_image_src" text NOT NULL,
	"small_image_src" text NOT NULL,
	"is_point" integer DEFAULT 0 NOT NULL,
	"canvas_config" jsonb,
	"point_origin_config" jsonb,
	"is_user_show_image" integer DEFAULT 0 NOT NULL,
	"show_model" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blank_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"canvas_width" integer NOT NULL,
	"canvas_height" integer NOT NULL,
	"area_left" double precision NOT NULL,
	"area_top" double precision NOT NULL,
	"area_width" double precision NOT NULL,
	"area_height" double precision NOT NULL,
	"print_width_mm" double precision NOT NULL,
	"print_height_mm" double precision NOT NULL,
	"print_dpi" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_masks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_masks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"svg_path" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"view_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_styles" (
	"site_id" integer NOT NULL,
	"style_no" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_styles_site_id_style_no_pk" PRIMARY KEY("site_id","style_no")
);
--> statement-breakpoint
CREATE TABLE "blank_privilege_prices" (
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"mode" text NOT NULL,
	"discount_basis_points" integer,
	"fixed_price_cents" integer,
	CONSTRAINT "blank_privilege_prices_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_blank_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_blank_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_colors" (
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"colors" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "user_colors_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_published" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"spec_values" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sourcing_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_sourcing_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expected_quantity" integer NOT NULL,
	"contact" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basic_products" ADD CONSTRAINT "basic_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_products" ADD CONSTRAINT "basic_products_category_id_blank_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blank_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_bottom_templates" ADD CONSTRAINT "blank_bottom_templates_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_categories" ADD CONSTRAINT "blank_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_colors" ADD CONSTRAINT "blank_colors_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_images" ADD CONSTRAINT "blank_images_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_images" ADD CONSTRAINT "blank_images_view_id_blank_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."blank_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_images" ADD CONSTRAINT "blank_images_color_id_blank_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."blank_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_sizes" ADD CONSTRAINT "blank_sizes_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_views" ADD CONSTRAINT "blank_views_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_masks" ADD CONSTRAINT "design_masks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_masks" ADD CONSTRAINT "design_masks_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_masks" ADD CONSTRAINT "design_masks_view_id_blank_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."blank_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_styles" ADD CONSTRAINT "design_styles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_privilege_prices" ADD CONSTRAINT "blank_privilege_prices_product_id_basic_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."basic_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_privilege_prices" ADD CONSTRAINT "blank_privilege_prices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blank_categories" ADD CONSTRAINT "user_blank_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blank_categories" ADD CONSTRAINT "user_blank_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_colors" ADD CONSTRAINT "user_colors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_colors" ADD CONSTRAINT "user_colors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sourcing_requests" ADD CONSTRAINT "goods_sourcing_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sourcing_requests" ADD CONSTRAINT "goods_sourcing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basic_products_site_code" ON "basic_products" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "basic_products_site_status" ON "basic_products" USING btree ("site_id","status","sort");--> statement-breakpoint
CREATE INDEX "basic_products_category" ON "basic_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blank_bottom_templates_product" ON "blank_bottom_templates" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "blank_categories_site" ON "blank_categories" USING btree ("site_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "blank_colors_product" ON "blank_colors" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "blank_images_view_color" ON "blank_images" USING btree ("view_id","color_id");--> statement-breakpoint
CREATE INDEX "blank_images_product" ON "blank_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "blank_sizes_product" ON "blank_sizes" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "blank_views_product" ON "blank_views" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "design_masks_site" ON "design_masks" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "user_blank_categories_owner" ON "user_blank_categories" USING btree ("site_id","user_id","sort");--> statement-breakpoint
CREATE INDEX "goods_site_published" ON "goods" USING btree ("site_id","is_published","sort");--> statement-breakpoint
CREATE INDEX "goods_category" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_categories_site" ON "goods_categories" USING btree ("site_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "goods_skus_goods" ON "goods_skus" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "goods_sourcing_site" ON "goods_sourcing_requests" USING btree ("site_id","status","created_at");