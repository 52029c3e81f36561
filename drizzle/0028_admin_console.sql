CREATE TABLE "admin_audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"admin_email" varchar(255) NOT NULL,
	"target_user_id" integer,
	"target_email" varchar(255),
	"action" varchar(40) NOT NULL,
	"reason" text,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_notification_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_log_id" integer,
	"fingerprint" varchar(64) NOT NULL,
	"recipient_email" varchar(255) NOT NULL,
	"email_subject" text NOT NULL,
	"email_content" text NOT NULL,
	"delivery_status" varchar(20) DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"feedback_id" integer,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_attachments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"admin_user_id" integer,
	"response" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "source" varchar(20) DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "smtp_host" varchar(255);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "smtp_port" integer DEFAULT 587 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "smtp_username" varchar(255);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "smtp_password_encrypted" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "from_email" varchar(255);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "from_name" varchar(120);--> statement-breakpoint
ALTER TABLE "admin_audit_logs" ADD CONSTRAINT "admin_audit_logs_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_notification_logs" ADD CONSTRAINT "error_notification_logs_error_log_id_error_logs_id_fk" FOREIGN KEY ("error_log_id") REFERENCES "public"."error_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_attachments" ADD CONSTRAINT "feedback_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_attachments" ADD CONSTRAINT "feedback_attachments_feedback_id_feedback_submissions_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_feedback_id_feedback_submissions_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_logs_created_at_index" ON "admin_audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_logs_target_user_id_created_at_index" ON "admin_audit_logs" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "error_notification_logs_sent_at_index" ON "error_notification_logs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "error_notification_logs_fingerprint_sent_at_index" ON "error_notification_logs" USING btree ("fingerprint","sent_at");--> statement-breakpoint
CREATE INDEX "feedback_attachments_feedback_id_index" ON "feedback_attachments" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_attachments_user_id_index" ON "feedback_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_feedback_id_created_at_index" ON "feedback_responses" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_submissions_created_at_index" ON "feedback_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_submissions_user_id_created_at_index" ON "feedback_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_submissions_status_created_at_index" ON "feedback_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "error_logs_severity_created_at_index" ON "error_logs" USING btree ("severity","created_at");