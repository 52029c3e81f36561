ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_assigned_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "job_tasks_assigned_user_id_index";--> statement-breakpoint
CREATE INDEX "job_progress_logs_logged_by_user_id_index" ON "job_progress_logs" USING btree ("logged_by_user_id") WHERE "job_progress_logs"."logged_by_user_id" is not null;--> statement-breakpoint
ALTER TABLE "job_tasks" DROP COLUMN "assigned_user_id";