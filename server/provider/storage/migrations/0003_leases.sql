CREATE TABLE "bot_leases" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"owner" text,
	"epoch" bigint DEFAULT 0 NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL,
	"session_id" text,
	"sn" bigint,
	"checkpoint_at" bigint
);
--> statement-breakpoint
CREATE TABLE "webhook_seen" (
	"bot_id" text NOT NULL,
	"key" text NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "webhook_seen_bot_id_key_pk" PRIMARY KEY("bot_id","key")
);
--> statement-breakpoint
ALTER TABLE "bot_leases" ADD CONSTRAINT "bot_leases_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_leases_owner" ON "bot_leases" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "webhook_seen_at" ON "webhook_seen" USING btree ("at");