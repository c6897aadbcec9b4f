-- A visitor's whole trip as one enquiry (issue 35): its lines, extras and the trip quote computed
-- then; the trip made from it. An enquiry already booked as a reservation points at that
-- reservation's trip (every reservation is a line of one since 0019).
ALTER TABLE "enquiries" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "trip_quote" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
UPDATE "enquiries" SET "trip_id" = r."trip_id" FROM "reservations" r WHERE r."id" = "enquiries"."reservation_id";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE set null ON UPDATE no action;
