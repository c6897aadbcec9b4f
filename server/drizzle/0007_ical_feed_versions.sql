CREATE TABLE "ical_feed_versions" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "ical_feed_versions_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
