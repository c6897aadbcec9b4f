CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date,
	"guests" integer NOT NULL,
	"available" boolean NOT NULL,
	"quote" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_kind_check" CHECK (kind in ('room', 'vehicle', 'tour')),
	CONSTRAINT "enquiries_guests_check" CHECK (guests between 1 and 50)
);
--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "enquiries_item_idx" ON "enquiries" USING btree ("kind","item_id");