CREATE TABLE "item_slug_history" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_slug_history_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing rows: lower-case letters and digits of the name joined by '-', numbered when two names meet.
WITH base AS (
  SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), 'room') AS b, created_at FROM "rooms"
), numbered AS (
  SELECT id, b, row_number() OVER (PARTITION BY b ORDER BY created_at, id) AS n FROM base
)
UPDATE "rooms" SET slug = CASE WHEN numbered.n = 1 THEN numbered.b ELSE numbered.b || '-' || numbered.n END FROM numbered WHERE numbered.id = "rooms".id;--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing rows: lower-case letters and digits of the name joined by '-', numbered when two names meet.
WITH base AS (
  SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), ''), 'tour') AS b, created_at FROM "tours"
), numbered AS (
  SELECT id, b, row_number() OVER (PARTITION BY b ORDER BY created_at, id) AS n FROM base
)
UPDATE "tours" SET slug = CASE WHEN numbered.n = 1 THEN numbered.b ELSE numbered.b || '-' || numbered.n END FROM numbered WHERE numbered.id = "tours".id;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing rows: lower-case letters and digits of the name joined by '-', numbered when two names meet.
WITH base AS (
  SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), 'vehicle') AS b, created_at FROM "vehicles"
), numbered AS (
  SELECT id, b, row_number() OVER (PARTITION BY b ORDER BY created_at, id) AS n FROM base
)
UPDATE "vehicles" SET slug = CASE WHEN numbered.n = 1 THEN numbered.b ELSE numbered.b || '-' || numbered.n END FROM numbered WHERE numbered.id = "vehicles".id;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "item_slug_history_item_idx" ON "item_slug_history" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_slug_key" ON "rooms" USING btree (slug);--> statement-breakpoint
CREATE UNIQUE INDEX "tours_slug_key" ON "tours" USING btree (slug);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_slug_key" ON "vehicles" USING btree (slug);