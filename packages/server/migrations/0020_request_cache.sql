CREATE TABLE "cache_versions" (
	"topic" text NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_versions_topic_shard_pk" PRIMARY KEY("topic","shard")
);
--> statement-breakpoint
DROP INDEX "basic_products_site_status";--> statement-breakpoint
DROP INDEX "orders_user_list";--> statement-breakpoint
CREATE INDEX "basic_products_site_status" ON "basic_products" USING btree ("site_id","status","sort","id");--> statement-breakpoint
CREATE INDEX "orders_user_list" ON "orders" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
INSERT INTO "cache_versions" ("topic", "shard") VALUES ('sites', 0);--> statement-breakpoint
INSERT INTO "cache_versions" ("topic", "shard") SELECT 'sessions', s FROM generate_series(0, 15) AS s;--> statement-breakpoint
-- Bumps the counter of what a changed row belongs to and announces the new version. Called by
-- deferred constraint triggers, so it runs at commit: the counter's row is locked only for the
-- commit, not for the whole transaction, and the notice goes out together with the change.
CREATE FUNCTION "cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_shard integer := 0;
  bumped bigint;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_shard := COALESCE(NEW.id, OLD.id) % 16;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    changed_shard := COALESCE(NEW.user_id, OLD.user_id) % 16;
  END IF;
  UPDATE "cache_versions" SET "version" = "version" + 1
    WHERE "topic" = TG_ARGV[0] AND "shard" = changed_shard
    RETURNING "version" INTO bumped;
  PERFORM pg_notify('podkit_cache', TG_ARGV[0] || ':' || changed_shard || ':' || bumped);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sites_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "sites"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('sites');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_domains_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "site_domains"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('sites');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_cache_version" AFTER UPDATE OR DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('sessions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_cache_version" AFTER UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump"('sessions');
