ALTER TABLE "reservation_guests" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "passport_issue_place" text;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "passport_issue_date" date;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "visa_issue_place" text;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "visa_issue_date" date;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "visa_valid_till" date;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "purpose_of_visit" text;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD COLUMN "contact_in_india" text;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_gender_check" CHECK (gender is null or gender in ('female', 'male', 'transgender'));