CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"role" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_key_lang_pk" PRIMARY KEY("key","lang"),
	CONSTRAINT "message_templates_key_check" CHECK (key in ('confirmation', 'payment-request', 'pre-arrival', 'tour-reminder', 'thank-you')),
	CONSTRAINT "message_templates_lang_check" CHECK (lang in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "reservation_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nationality" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"age" integer,
	"arrived_from" text,
	"next_destination" text,
	"passport_number" text,
	"passport_expiry" date,
	"visa_number" text,
	"visa_type" text,
	"arrival_in_india" date,
	"port_of_arrival" text,
	"form_iii_submitted_at" timestamp with time zone,
	"form_iii_ack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_guests_id_type_check" CHECK (id_type in ('aadhaar', 'passport', 'driving-licence', 'voter-id', 'other')),
	CONSTRAINT "reservation_guests_nationality_check" CHECK (nationality ~ '^[A-Z]{2}$'),
	CONSTRAINT "reservation_guests_aadhaar_check" CHECK (id_type <> 'aadhaar' or id_number ~ '^XXXX XXXX [0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "messages_sent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree (at desc,seq desc);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "reservation_guests_reservation_idx" ON "reservation_guests" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK (status in ('enquiry', 'held', 'confirmed', 'cancelled', 'completed', 'blocked', 'checked-in', 'checked-out', 'no-show'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in (1, 2, 3));