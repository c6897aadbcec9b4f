CREATE TABLE "room_units" (
	"room_id" uuid NOT NULL,
	"unit" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"out_from" date,
	"out_until" date,
	"block_reservation_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "room_units_room_id_unit_pk" PRIMARY KEY("room_id","unit"),
	CONSTRAINT "room_units_status_check" CHECK (status in ('clean', 'dirty', 'inspected', 'out-of-order')),
	CONSTRAINT "room_units_unit_check" CHECK (unit >= 1)
);
--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_block_reservation_id_reservations_id_fk" FOREIGN KEY ("block_reservation_id") REFERENCES "reservations"("id") ON DELETE set null ON UPDATE no action;