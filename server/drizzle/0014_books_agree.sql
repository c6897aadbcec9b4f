DROP INDEX "invoices_one_per_reservation";--> statement-breakpoint
DROP INDEX "invoices_one_credit_note";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "desk_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "balance_carried" jsonb;--> statement-breakpoint
CREATE INDEX "invoices_reservation_idx" ON "invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "invoices_invoice_idx" ON "invoices" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (kind in ('payment', 'refund'));