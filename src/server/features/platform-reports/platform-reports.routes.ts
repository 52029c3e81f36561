import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_TABS,
  reportQuerySchema,
  reportSchemas,
  type ReportTab,
} from '../../../shared/platform-reports/platform-reports.schemas';
import type { AppContext } from '../../lib/context';
import { sendCsv } from '../../lib/csv-export';
import { requireAdmin } from '../../lib/guards';
import { exportReport } from './platform-reports-csv.service';
import { getReport } from './platform-reports.service';

/** Platform Reports, administrators only: GET /api/admin/reports/{tab}?period= and its CSV, {tab}.csv?period=. */
export function platformReportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['admin', 'platform-reports'];
  return async (app) => {
    // Before the query is read or validated: a non-administrator learns nothing of what these routes take.
    app.addHook('onRequest', requireAdmin);
    const register = (tab: ReportTab) => {
      app.get(
        `/admin/reports/${tab}`,
        { schema: { tags, querystring: reportQuerySchema, response: { 200: reportSchemas[tab] } } },
        async (request) => getReport(ctx.db, tab, request.query.period),
      );
      app.get(
        `/admin/reports/${tab}.csv`,
        { schema: { tags, querystring: reportQuerySchema } },
        async (request, reply) =>
          sendCsv(
            reply,
            `platform-${tab}-${request.query.period}.csv`,
            await exportReport(ctx.db, tab, request.query.period),
          ),
      );
    };
    REPORT_TABS.forEach(register);
  };
}
