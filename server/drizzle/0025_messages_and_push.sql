CREATE TABLE "message_plan" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"hours" integer,
	"days" integer,
	"time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_plan_key_check" CHECK (key in ('confirmation', 'advance-reminder', 'pre-arrival', 'arrival-day', 'thank-you', 'balance-reminder'))
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"review_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"lang" text,
	"text" text,
	"whatsapp_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_once" UNIQUE("reservation_id","key","channel"),
	CONSTRAINT "scheduled_messages_key_check" CHECK (key in ('confirmation', 'advance-reminder', 'pre-arrival', 'arrival-day', 'thank-you', 'balance-reminder')),
	CONSTRAINT "scheduled_messages_channel_check" CHECK (channel in ('email', 'whatsapp')),
	CONSTRAINT "scheduled_messages_status_check" CHECK (status in ('pending', 'sending', 'due', 'sent', 'cancelled', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"topics" jsonb NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_key_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree (status,due_at);--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_key_check" CHECK (key in ('confirmation', 'advance-reminder', 'payment-request', 'pre-arrival', 'arrival-day', 'tour-reminder', 'thank-you', 'balance-reminder'));