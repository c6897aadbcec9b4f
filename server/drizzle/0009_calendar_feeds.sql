CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_status" text DEFAULT 'never' NOT NULL,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_kind_check" CHECK (kind in ('room', 'vehicle')),
	CONSTRAINT "calendar_feeds_status_check" CHECK (last_status in ('ok', 'error', 'never'))
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_source_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "external_recurrence" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_feeds_item_idx" ON "calendar_feeds" USING btree (kind,item_id);--> statement-breakpoint
CREATE INDEX "calendar_feeds_next_sync_idx" ON "calendar_feeds" USING btree (next_sync_at);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_feed_idx" ON "reservations" USING btree ("feed_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_feed_check" CHECK (feed_id is null or (status = 'blocked' and source = 'ical'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK (source in ('whatsapp', 'phone', 'contact-form', 'walk-in', 'other', 'ical'));