ALTER TABLE "bot_event_days" ADD COLUMN "commands" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_event_days" ADD COLUMN "errors" integer DEFAULT 0 NOT NULL;