CREATE TABLE "rate_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weekdays" jsonb,
	"adjustment_type" text,
	"adjustment_value" integer,
	"min_nights" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_kind_check" CHECK (kind in ('room', 'vehicle', 'tour')),
	CONSTRAINT "rate_periods_dates_check" CHECK (end_date >= start_date),
	CONSTRAINT "rate_periods_adjustment_check" CHECK ((adjustment_type is null) = (adjustment_value is null) and (adjustment_type is null or adjustment_type in ('percent', 'fixed'))),
	CONSTRAINT "rate_periods_min_nights_check" CHECK (min_nights is null or min_nights between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "base_occupancy" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_guest_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "min_persons" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "booking_cutoff_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_periods_kind_item_idx" ON "rate_periods" USING btree (kind,item_id);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_base_occupancy_check" CHECK (base_occupancy is null or base_occupancy between 1 and 50);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_extra_guest_price_check" CHECK (extra_guest_price >= 0);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_min_persons_check" CHECK (min_persons between 1 and 50);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_booking_cutoff_days_check" CHECK (booking_cutoff_days between 0 and 365);