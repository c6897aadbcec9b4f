CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"gst_rate" integer DEFAULT 18 NOT NULL,
	"sac" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_price_check" CHECK (price >= 0),
	CONSTRAINT "extras_unit_check" CHECK (unit in ('per-stay', 'per-night', 'per-guest', 'per-guest-per-night', 'per-item')),
	CONSTRAINT "extras_gst_rate_check" CHECK (gst_rate between 0 and 28)
);
--> statement-breakpoint
CREATE TABLE "trip_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"extra_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"price" integer NOT NULL,
	"gst_rate" integer NOT NULL,
	"sac" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_extras_quantity_check" CHECK (quantity between 1 and 100),
	CONSTRAINT "trip_extras_price_check" CHECK (price >= 0),
	CONSTRAINT "trip_extras_unit_check" CHECK (unit in ('per-stay', 'per-night', 'per-guest', 'per-guest-per-night', 'per-item')),
	CONSTRAINT "trip_extras_gst_rate_check" CHECK (gst_rate between 0 and 28)
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"guest_email" text,
	"source" text DEFAULT 'other' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"agreed_total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_reference_unique" UNIQUE("reference"),
	CONSTRAINT "trips_source_check" CHECK (source in ('whatsapp', 'phone', 'contact-form', 'walk-in', 'other', 'ical')),
	CONSTRAINT "trips_agreed_total_check" CHECK (agreed_total is null or agreed_total >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "meal_plan" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "meal_price" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every reservation becomes a trip of one line: the trip takes the reservation's id, reference,
-- guest, source and notes (its payments, invoices, credit notes, guests, messages and audit rows stay
-- on the reservation, now that trip's line); the agreed total stays the line's own. Room stays
-- were room only: meal plan EP.
INSERT INTO "trips" ("id", "reference", "guest_name", "guest_phone", "guest_email", "source", "notes", "created_at", "updated_at")
SELECT "id", "reference", "guest_name", "guest_phone", "guest_email", "source", "notes", "created_at", "updated_at" FROM "reservations";--> statement-breakpoint
UPDATE "reservations" SET "trip_id" = "id", "meal_plan" = CASE WHEN "kind" = 'room' AND "status" <> 'blocked' THEN 'EP' END;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "meal_plans" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "extras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_name_idx" ON "extras" USING btree (name);--> statement-breakpoint
CREATE INDEX "trip_extras_trip_idx" ON "trip_extras" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_created_at_idx" ON "trips" USING btree (created_at desc);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_trip_idx" ON "reservations" USING btree ("trip_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_units_check" CHECK (units between 1 and 500 and (kind <> 'tour' or units = 1));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_children_check" CHECK (children between 0 and guests);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_meal_plan_check" CHECK (meal_plan is null or (kind = 'room' and meal_plan in ('EP', 'CP', 'MAP', 'AP')));