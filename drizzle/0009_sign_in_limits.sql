CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" varchar(255) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_token_hash_user_id_index" ON "known_devices" USING btree ("token_hash","user_id");--> statement-breakpoint
CREATE INDEX "known_devices_user_id_index" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "known_devices_expires_at_index" ON "known_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_index" ON "sign_in_failures" USING btree ("last_failed_at");