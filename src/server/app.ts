import './lib/fastify-augment';
import './lib/zod-jit';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './features/account/account.routes';
import { teamRoutes } from './features/team/team.routes';
import { accountDataRoutes } from './features/account/data/account-data.routes';
import { securityRoutes } from './features/account/security/security.routes';
import { preferencesRoutes } from './features/account/preferences/preferences.routes';
import { profileRoutes } from './features/account/profile/profile.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { userManagementRoutes } from './features/admin/users/users.routes';
import { authRoutes } from './features/auth/auth.routes';
import { companyRoutes } from './features/company/company.routes';
import { customerPortalRoutes } from './features/customer-portal/customer-portal.routes';
import { quoteLinkRoutes } from './features/customer-portal/quote-link.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { paymentSetupRoutes } from './features/payments/payment-setup.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook.routes';
import { quotesRoutes } from './features/quotes/quotes.routes';
import { schedulingRoutes } from './features/scheduling/scheduling.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { merchRoutes } from './features/merch/merch.routes';
import { storefrontRoutes } from './features/storefronts/storefronts.routes';
import { platformReportsRoutes } from './features/platform-reports/platform-reports.routes';
import { storefrontPageRoutes } from './features/storefronts/public/storefront-pages.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { depositSuccessRoutes } from './features/payments/deposit-success.routes';
import { healthRoutes } from './features/health/health.routes';
import { marketingSiteRoutes } from './features/marketing-site/marketing-site.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { maintenanceGate } from './features/site-settings/maintenance';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { errorMonitoringRoutes } from './features/error-monitoring/error-monitoring.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { todosRoutes } from './features/todos/todos.routes';
import { leanAssetHeaders } from './lib/asset-headers';
import { compressApiAnswers } from './lib/compression';
import type { AppContext } from './lib/context';
import { installErrorHandler } from './lib/error-handler';
import { refuseWhileClosing } from './lib/graceful-stop';
import { refuseNul } from './lib/input-guard';
import { ApiRequestLog } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { RATE_LIMIT_MESSAGE } from './lib/rate-limit';
import { assertSameOrigin } from './lib/security';
import { serveClient, bootScriptSource } from './lib/serve-client';
import { loadSession } from './lib/session';
import { fastifyTrustProxy } from './lib/trust-proxy';

export type BuildOptions = { logger?: FastifyBaseLogger; clientDir?: string };

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", bootScriptSource],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
  },
};

/** Builds the whole HTTP application without listening, so tests drive it with `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}) {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(ctx.env.TRUST_PROXY),
    logController: new ApiRequestLog(),
    return503OnClosing: false, // refuseWhileClosing answers instead, as every other 503
    // A path parameter may be a whole host name (a custom domain: up to 253 characters).
    routerOptions: { maxParamLength: 260 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, ctx);
  refuseWhileClosing(app);

  await app.register(fastifyHelmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  leanAssetHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: RATE_LIMIT_MESSAGE,
      retryAfter: context.after,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Crewdesk API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    assertSameOrigin(request, ctx.env.PUBLIC_URL);
    await loadSession(ctx.db, request);
  });
  app.addHook('onRequest', maintenanceGate(ctx));

  await app.register(
    async (api) => {
      await compressApiAnswers(api);
      api.addHook('preValidation', refuseNul);
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(companyRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(feedbackRoutes(ctx));
      await api.register(todosRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(errorMonitoringRoutes(ctx));
      await api.register(userManagementRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(teamRoutes(ctx));
      await api.register(accountDataRoutes(ctx));
      await api.register(securityRoutes(ctx));
      await api.register(preferencesRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(marketingSiteRoutes(ctx));
      await api.register(customersRoutes(ctx));
      await api.register(invoicesRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(paymentSetupRoutes(ctx));
      await api.register(stripeWebhookRoutes(ctx));
      await api.register(quotesRoutes(ctx));
      await api.register(depositSuccessRoutes(ctx));
      await api.register(customerPortalRoutes(ctx));
      await api.register(quoteLinkRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(merchRoutes(ctx));
      await api.register(subscriptionRoutes(ctx));
      await api.register(schedulingRoutes(ctx));
      await api.register(campaignsRoutes(ctx));
      await api.register(storefrontRoutes(ctx));
      await api.register(siteSettingsRoutes(ctx));
      await api.register(platformReportsRoutes(ctx));
    },
    { prefix: '/api' },
  );
  await app.register(storefrontPageRoutes(ctx));

  serveClient(app, ctx, opts.clientDir ?? join(projectRoot, 'dist', 'client'));
  return app;
}
