CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift" text,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid,
	"guide_id" uuid,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_shift_check" CHECK (shift is null or shift in ('morning', 'evening'))
);
--> statement-breakpoint
CREATE TABLE "safari_permits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"permit_number" text DEFAULT '' NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"gate" text DEFAULT '' NOT NULL,
	"shift" text,
	"date" date,
	"status" text DEFAULT 'to-apply' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_permits_status_check" CHECK (status in ('to-apply', 'applied', 'confirmed', 'cancelled')),
	CONSTRAINT "safari_permits_shift_check" CHECK (shift is null or shift in ('morning', 'evening')),
	CONSTRAINT "safari_permits_seat_check" CHECK (seat between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "staff_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"licence_expiry" date,
	"guide_number" text DEFAULT '' NOT NULL,
	"weekly_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_resources_role_check" CHECK (role in ('driver', 'guide'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_out_of_service" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_out_of_service_dates_check" CHECK (to_date >= from_date)
);
--> statement-breakpoint
CREATE TABLE "vehicle_papers" (
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"expires_on" date,
	CONSTRAINT "vehicle_papers_vehicle_id_kind_pk" PRIMARY KEY("vehicle_id","kind"),
	CONSTRAINT "vehicle_papers_kind_check" CHECK (kind in ('registration', 'insurance', 'puc', 'permit', 'fitness'))
);
--> statement-breakpoint
CREATE TABLE "park_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"reason_hi" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"rule" text NOT NULL,
	"from_day" text,
	"to_day" text,
	"weekday" integer,
	"shift" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_closures_rule_check" CHECK (rule in ('annual', 'weekly', 'dates')),
	CONSTRAINT "park_closures_shift_check" CHECK (shift is null or shift in ('morning', 'evening')),
	CONSTRAINT "park_closures_weekday_check" CHECK (weekday is null or weekday between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "park_safari" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "pickup_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_driver_id_staff_resources_id_fk" FOREIGN KEY ("driver_id") REFERENCES "staff_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_guide_id_staff_resources_id_fk" FOREIGN KEY ("guide_id") REFERENCES "staff_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_permits" ADD CONSTRAINT "safari_permits_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_out_of_service" ADD CONSTRAINT "vehicle_out_of_service_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_out_of_service" ADD CONSTRAINT "vehicle_out_of_service_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_papers" ADD CONSTRAINT "vehicle_papers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_reservation_date_key" ON "assignments" USING btree ("reservation_id","date");--> statement-breakpoint
CREATE INDEX "assignments_date_idx" ON "assignments" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "safari_permits_reservation_seat_key" ON "safari_permits" USING btree ("reservation_id","seat");--> statement-breakpoint
CREATE INDEX "vehicle_out_of_service_vehicle_idx" ON "vehicle_out_of_service" USING btree ("vehicle_id");
