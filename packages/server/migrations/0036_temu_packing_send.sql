ALTER TABLE "temu_ship_orders" ADD COLUMN "temu_status" integer;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD COLUMN "express_batch_sn" text;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "temu_ship_orders" ADD COLUMN "packing_since" timestamp with time zone;