CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot" text,
	"claimed_by" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"error" text,
	"file" text,
	"size" bigint,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot"),
	CONSTRAINT "backup_runs_ok_file_check" CHECK (ok is not true or file is not null)
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");