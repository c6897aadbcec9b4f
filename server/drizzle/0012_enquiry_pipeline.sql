ALTER TABLE "enquiries" ALTER COLUMN "check_in" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "available" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "quote" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agreed_total" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK (status in ('new', 'replied', 'booked', 'lost'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_agreed_total_check" CHECK (agreed_total is null or agreed_total >= 0);