CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"travel_date" date,
	"number_of_people" integer,
	"service_type" text DEFAULT 'general' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_preferred_check" CHECK (preferred_contact in ('email', 'phone', 'whatsapp')),
	CONSTRAINT "contact_messages_service_check" CHECK (service_type in ('general', 'hotel', 'tour', 'vehicle', 'custom', 'support')),
	CONSTRAINT "contact_messages_people_check" CHECK (number_of_people is null or number_of_people between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"alt_text" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"image_url" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_category_check" CHECK (category in ('Landscape', 'Waterfall', 'Nature', 'Sunset', 'Mountains', 'Temple', 'Adventure', 'Wildlife', 'Culture', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '{"roomSize":"","bedType":"","capacity":"","view":""}'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text DEFAULT 'Standard' NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"hotel_name" text DEFAULT '' NOT NULL,
	"location" text DEFAULT 'Pachmarhi' NOT NULL,
	"policies" jsonb DEFAULT '{"checkIn":"","checkOut":"","cancellation":""}'::jsonb NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"booking_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_price_check" CHECK (price >= 0),
	CONSTRAINT "rooms_category_check" CHECK (category in ('Standard', 'Deluxe', 'Suite')),
	CONSTRAINT "rooms_status_check" CHECK (status in ('Available', 'Occupied', 'Under Maintenance', 'Booked'))
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"departure_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"booking_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_check" CHECK (price >= 0),
	CONSTRAINT "tours_status_check" CHECK (status in ('Available', 'Not Available', 'Upcoming', 'Booked'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK (role in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"fuel_type" text DEFAULT 'Petrol' NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text DEFAULT 'Pachmarhi' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"vehicle_info" jsonb DEFAULT '{"model":"","year":"","seats":"","fuelType":"","transmission":"","mileage":""}'::jsonb NOT NULL,
	"rental_terms" jsonb DEFAULT '{"minimumRental":"","deposit":"","insurance":"","cancellation":""}'::jsonb NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"booking_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_price_check" CHECK (price >= 0),
	CONSTRAINT "vehicles_fuel_type_check" CHECK (fuel_type in ('Petrol', 'Diesel', 'Electric', 'Hybrid')),
	CONSTRAINT "vehicles_status_check" CHECK (status in ('Available', 'Not Available', 'Under Maintenance'))
);
--> statement-breakpoint
CREATE TABLE "weekend_pricing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"percentage_increase" integer DEFAULT 25 NOT NULL,
	"start_time" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekend_pricing_single_row" CHECK (id = 1),
	CONSTRAINT "weekend_pricing_percentage_check" CHECK (percentage_increase between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "weekend_pricing_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"percentage_increase" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	CONSTRAINT "weekend_pricing_history_percentage_check" CHECK (percentage_increase between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "gallery_images_category_idx" ON "gallery_images" USING btree (category,upload_date desc);--> statement-breakpoint
CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "tours_created_at_idx" ON "tours" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "weekend_pricing_history_start_idx" ON "weekend_pricing_history" USING btree (start_time desc);