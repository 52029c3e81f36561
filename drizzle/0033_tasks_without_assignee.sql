ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_assigned_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "job_tasks_assigned_user_id_index";--> statement-breakpoint
ALTER TABLE "job_tasks" DROP COLUMN "assigned_user_id";