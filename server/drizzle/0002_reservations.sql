CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date,
	"guests" integer NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"guest_email" text,
	"status" text DEFAULT 'enquiry' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"source" text DEFAULT 'other' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"quote" jsonb,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_kind_check" CHECK (kind in ('room', 'vehicle', 'tour')),
	CONSTRAINT "reservations_status_check" CHECK (status in ('enquiry', 'held', 'confirmed', 'cancelled', 'completed', 'blocked')),
	CONSTRAINT "reservations_source_check" CHECK (source in ('whatsapp', 'phone', 'contact-form', 'walk-in', 'other')),
	CONSTRAINT "reservations_guests_check" CHECK (guests between 1 and 50),
	CONSTRAINT "reservations_dates_check" CHECK ((kind = 'tour' and check_out is null) or (kind <> 'tour' and check_out is not null and check_out > check_in)),
	CONSTRAINT "reservations_hold_check" CHECK (status <> 'held' or hold_expires_at is not null)
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "seats_per_departure" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_item_dates_idx" ON "reservations" USING btree ("kind","item_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_units_check" CHECK (units >= 1);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_seats_per_departure_check" CHECK (seats_per_departure >= 1);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_units_check" CHECK (units >= 1);