CREATE TABLE "company_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"domain_type" varchar(20) DEFAULT 'subdomain' NOT NULL,
	"template_id" integer,
	"primary_color" varchar(7) DEFAULT '#3b82f6' NOT NULL,
	"logo_url" varchar(500),
	"custom_css" text,
	"seo_title" varchar(120),
	"seo_description" varchar(300),
	"contact_email" varchar(255),
	"contact_phone" varchar(40),
	"service_areas" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"dns_verified" boolean DEFAULT false NOT NULL,
	"ssl_enabled" boolean DEFAULT false NOT NULL,
	"setup_fee" numeric(10, 2) DEFAULT '29.00' NOT NULL,
	"monthly_fee" numeric(10, 2) DEFAULT '9.00' NOT NULL,
	"verification_token" varchar(64),
	"last_checked_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "landing_page_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"custom_domain" varchar(253),
	"custom_url" varchar(500),
	"contact_email" varchar(255),
	"title" varchar(120) NOT NULL,
	"description" text,
	"logo_url" varchar(500),
	"primary_color" varchar(7) DEFAULT '#3b82f6' NOT NULL,
	"secondary_color" varchar(7) DEFAULT '#1f2937' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"tier_name" varchar(20) DEFAULT 'basic' NOT NULL,
	"industry" varchar(40),
	"merchant_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_page_configs_companyId_unique" UNIQUE("company_id"),
	CONSTRAINT "landing_page_configs_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "landing_page_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"category" varchar(60),
	"image_url" varchar(500),
	"sku" varchar(60),
	"inventory" integer DEFAULT -1 NOT NULL,
	"weight" numeric(8, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_page_products_inventory" CHECK ("landing_page_products"."inventory" >= -1),
	CONSTRAINT "landing_page_products_price" CHECK ("landing_page_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "landing_page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"industry" varchar(40) NOT NULL,
	"description" text,
	"preview_image_url" varchar(500),
	"template_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_views" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_page_views_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain_id" integer,
	"first_name" varchar(120) NOT NULL,
	"last_name" varchar(120),
	"email" varchar(255) NOT NULL,
	"phone" varchar(40),
	"service_requested" varchar(120),
	"message" text,
	"lead_score" integer DEFAULT 50 NOT NULL,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"source" varchar(20) DEFAULT 'landing_page' NOT NULL,
	"assigned_to" integer,
	"customer_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contacted_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_template_id_landing_page_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."landing_page_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_configs" ADD CONSTRAINT "landing_page_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_products" ADD CONSTRAINT "landing_page_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_views" ADD CONSTRAINT "landing_page_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_domain_id_company_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."company_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_domains_company_id_id_index" ON "company_domains" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_domains_dns_verified_last_checked_at_index" ON "company_domains" USING btree ("dns_verified","last_checked_at");--> statement-breakpoint
CREATE INDEX "landing_page_products_company_id_id_index" ON "landing_page_products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "leads_company_id_id_index" ON "leads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "leads_company_id_status_id_index" ON "leads" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "leads_company_id_created_at_index" ON "leads" USING btree ("company_id","created_at");--> statement-breakpoint
-- The storefront tiers as the specification sets them (databases seeded before had 25 / 100 products and "Premium").
UPDATE "landing_page_tiers" SET "max_products" = 50, "description" = 'A clean storefront to show your services, take requests and sell up to 50 products.' WHERE "name" = 'Basic' AND "max_products" = 25;--> statement-breakpoint
UPDATE "landing_page_tiers" SET "max_products" = 200, "description" = 'Your own domain, up to 200 products and analytics that show which services bring in work.' WHERE "name" = 'Pro' AND "max_products" = 100;--> statement-breakpoint
UPDATE "landing_page_tiers" SET "name" = 'Enterprise' WHERE "name" = 'Premium';
