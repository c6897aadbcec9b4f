CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "data_requests_type_check" CHECK (type in ('copy', 'erasure')),
	CONSTRAINT "data_requests_status_check" CHECK (status in ('open', 'done', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "stay_guest_details" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"notice_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"id_photo" "bytea"
);
--> statement-breakpoint
CREATE TABLE "stay_links" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_reported_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"payment_id" uuid,
	CONSTRAINT "stay_reported_payments_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_guest_details" ADD CONSTRAINT "stay_guest_details_guest_id_reservation_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "reservation_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_guest_details" ADD CONSTRAINT "stay_guest_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_links" ADD CONSTRAINT "stay_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reported_payments" ADD CONSTRAINT "stay_reported_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_guest_details_reservation_idx" ON "stay_guest_details" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "stay_reported_payments_reservation_idx" ON "stay_reported_payments" USING btree ("reservation_id");