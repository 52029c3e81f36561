CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"role" varchar(12) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_id_created_at_index" ON "company_members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "team_invitations_company_id_created_at_index" ON "team_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_company_id_email_created_at_index" ON "team_invitations" USING btree ("company_id","email","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_created_by_user_id_index" ON "invoices" USING btree ("created_by_user_id") WHERE "invoices"."created_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_created_by_user_id_index" ON "quotes" USING btree ("created_by_user_id") WHERE "quotes"."created_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_recorded_by_user_id_index" ON "payment_refunds" USING btree ("recorded_by_user_id") WHERE "payment_refunds"."recorded_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_recorded_by_user_id_index" ON "payments" USING btree ("recorded_by_user_id") WHERE "payments"."recorded_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_assigned_user_id_index" ON "appointments" USING btree ("assigned_user_id") WHERE "appointments"."assigned_user_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_updated_by_user_id_index" ON "appointments" USING btree ("updated_by_user_id") WHERE "appointments"."updated_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_assignee_start_idx" ON "appointments" USING btree ("company_id","assigned_user_id","start_time");--> statement-breakpoint
CREATE INDEX "job_tasks_assigned_user_id_index" ON "job_tasks" USING btree ("assigned_user_id") WHERE "job_tasks"."assigned_user_id" is not null;