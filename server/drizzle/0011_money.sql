CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '23' NOT NULL,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"gstin" text,
	"invoice_prefix" text DEFAULT 'INV' NOT NULL,
	"prices_include_gst" boolean DEFAULT false NOT NULL,
	"upi_id" text,
	"upi_name" text DEFAULT '' NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"tour_gst_rate" integer DEFAULT 5 NOT NULL,
	"vehicle_gst_rate" integer DEFAULT 5 NOT NULL,
	"tour_sac" text DEFAULT '998552' NOT NULL,
	"vehicle_sac" text DEFAULT '996601' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_type_check" CHECK (type in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "payments_amount_check" CHECK (amount > 0),
	CONSTRAINT "payments_method_check" CHECK (method in ('upi', 'cash', 'card', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_reservation" ON "invoices" USING btree ("reservation_id") WHERE type = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("invoice_id") WHERE type = 'credit-note';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");