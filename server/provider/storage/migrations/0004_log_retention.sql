ALTER TABLE "bot_logs" ADD COLUMN "kept_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_logs" ADD COLUMN "kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_logs" ADD COLUMN "stale" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A log written before this keeps every line it has (its last write trimmed it to the retention).
UPDATE "bot_logs" SET "kept_from" = "lines"."first", "kept" = "lines"."n" FROM (SELECT "bot_id", min("id") AS "first", count(*)::integer AS "n" FROM "log_lines" GROUP BY "bot_id") AS "lines" WHERE "lines"."bot_id" = "bot_logs"."bot_id";
