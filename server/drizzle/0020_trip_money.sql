-- Money moves up to the trip (issue 35): every payment, invoice and credit note is its trip's
-- (`trip_id`, filled from its reservation's trip: nothing is renumbered or lost); one taken or issued
-- on the trip itself names no reservation.
ALTER TABLE "invoices" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
UPDATE "invoices" SET "trip_id" = r."trip_id" FROM "reservations" r WHERE r."id" = "invoices"."reservation_id";--> statement-breakpoint
UPDATE "payments" SET "trip_id" = r."trip_id" FROM "reservations" r WHERE r."id" = "payments"."reservation_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_trip_idx" ON "invoices" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "payments_trip_idx" ON "payments" USING btree ("trip_id");
