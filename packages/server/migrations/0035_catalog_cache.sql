-- Change counters of the catalogue (blanks, their parts and prices, member levels, sub-site markups)
-- and of role grants, as cache/README.md describes. Catalogue writes are rare but can be large (a
-- seed, a blank with fifty images): the counter is bumped once per transaction, at commit.
INSERT INTO "cache_versions" ("topic", "shard") VALUES ('catalog', 0), ('grants', 0);--> statement-breakpoint
CREATE FUNCTION "cache_version_bump_once"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'podkit.cache_bumped_' || TG_ARGV[0];
  bumped bigint;
BEGIN
  -- A transaction-local flag: the first changed row of the transaction bumps, the rest need not.
  IF TG_OP <> 'TRUNCATE' AND COALESCE(current_setting(flag, true), '') = 'y' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'y', true);
  UPDATE "cache_versions" SET "version" = "version" + 1
    WHERE "topic" = TG_ARGV[0] AND "shard" = 0
    RETURNING "version" INTO bumped;
  PERFORM pg_notify('podkit_cache', TG_ARGV[0] || ':0:' || bumped);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['basic_products', 'catalog'], ['blank_colors', 'catalog'], ['blank_sizes', 'catalog'],
    ['blank_views', 'catalog'], ['blank_images', 'catalog'], ['blank_bottom_templates', 'catalog'],
    ['blank_privilege_prices', 'catalog'], ['blank_categories', 'catalog'], ['groups', 'catalog'],
    ['sub_sites', 'catalog'], ['sub_site_customers', 'catalog'], ['sub_site_markups', 'catalog'],
    ['roles', 'grants'], ['role_menus', 'grants'], ['menus', 'grants']
  ];
  one text[];
BEGIN
  FOREACH one SLICE 1 IN ARRAY watched LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_bump_once"(%L)',
      one[1] || '_' || one[2] || '_version', one[1], one[2]);
    -- TRUNCATE fires no row trigger: a statement trigger bumps at once.
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump_once"(%L)',
      one[1] || '_' || one[2] || '_version_truncate', one[1], one[2]);
  END LOOP;
END
$$;
