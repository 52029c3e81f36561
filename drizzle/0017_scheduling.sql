CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"job_id" integer,
	"title" varchar(200) NOT NULL,
	"appointment_type" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"description" text,
	"location" varchar(255),
	"notes" text,
	"estimated_cost" numeric(10, 2),
	"actual_cost" numeric(10, 2),
	"materials_cost" numeric(10, 2),
	"labor_cost" numeric(10, 2),
	"assigned_technician" varchar(120),
	"reminder_sent" boolean DEFAULT false NOT NULL,
	"reminder_time" timestamp with time zone,
	"confirmation_requested_at" timestamp with time zone,
	"customer_response" varchar(20),
	"responded_at" timestamp with time zone,
	"on_my_way_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"invoice_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower("appointments"."title")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."end_time" > "appointments"."start_time"),
	CONSTRAINT "appointments_duration_within_a_day" CHECK ("appointments"."duration" between 1 and 1440),
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" in ('scheduled', 'confirmed', 'in-progress', 'completed', 'cancelled', 'rescheduled'))
);
--> statement-breakpoint
CREATE TABLE "job_progress_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"task_id" integer,
	"log_type" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"previous_value" varchar(60),
	"new_value" varchar(60),
	"logged_by_user_id" integer,
	"logged_by" varchar(120) NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"estimated_time" integer,
	"actual_time" integer,
	"assigned_to" varchar(120),
	"materials" text,
	"notes" text,
	"completed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"scheduled_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"notes" text,
	"rrule" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"working_hours" jsonb NOT NULL,
	"appointment_duration" integer DEFAULT 60 NOT NULL,
	"buffer_time" integer DEFAULT 15 NOT NULL,
	"advance_booking_days" integer DEFAULT 30 NOT NULL,
	"reminder_settings" jsonb NOT NULL,
	"auto_confirmation" boolean DEFAULT false NOT NULL,
	"allow_online_booking" boolean DEFAULT true NOT NULL,
	"calendar_feed_token" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_settings_calendarFeedToken_unique" UNIQUE("calendar_feed_token")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress_logs" ADD CONSTRAINT "job_progress_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress_logs" ADD CONSTRAINT "job_progress_logs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress_logs" ADD CONSTRAINT "job_progress_logs_task_id_job_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."job_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress_logs" ADD CONSTRAINT "job_progress_logs_logged_by_user_id_users_id_fk" FOREIGN KEY ("logged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_company_start_idx" ON "appointments" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "appointments_technician_start_idx" ON "appointments" USING btree ("company_id","assigned_technician","start_time");--> statement-breakpoint
CREATE INDEX "appointments_company_status_start_idx" ON "appointments" USING btree ("company_id","status","start_time");--> statement-breakpoint
CREATE INDEX "appointments_customer_id_start_time_index" ON "appointments" USING btree ("customer_id","start_time");--> statement-breakpoint
CREATE INDEX "appointments_search_idx" ON "appointments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "appointments_job_id_start_time_index" ON "appointments" USING btree ("job_id","start_time");--> statement-breakpoint
CREATE INDEX "appointments_reminders_due_idx" ON "appointments" USING btree ("reminder_time") WHERE "appointments"."reminder_sent" = false and "appointments"."reminder_time" is not null;--> statement-breakpoint
CREATE INDEX "job_progress_logs_appointment_id_created_at_index" ON "job_progress_logs" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "job_tasks_appointment_id_position_index" ON "job_tasks" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "jobs_company_id_customer_id_index" ON "jobs" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "jobs_service_id_index" ON "jobs" USING btree ("service_id");--> statement-breakpoint
-- job_id was a bare column before there were jobs: nothing may point at a job that does not exist.
UPDATE "invoices" SET "job_id" = NULL WHERE "job_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_job_id_index" ON "invoices" USING btree ("job_id");