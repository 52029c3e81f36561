import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { operationName, queryString, resourceOf, urlOf, type ApiOperation } from './api-operations';
import { fieldConventions, sampleOf, type SampleHint } from './json-schema-sample';
import type { Tenant } from './tenant-fixture';
import { idsIn, type TenantRows } from './tenant-rows';

/** A path segment that names its table differently (`/quote-preview/{id}` opens a quote). */
const RESOURCE_TABLES: Record<string, string> = {
  'quote-preview': 'quotes',
  visits: 'appointments',
  tasks: 'job_tasks',
  'landing-page-config': 'landing_page_configs',
  domains: 'company_domains',
  feedback: 'feedback_submissions',
  attachments: 'feedback_attachments',
  todos: 'todo_items',
  invitations: 'team_invitations',
  members: 'company_members',
};

/**
 * Parameters that are capabilities rather than ids: the unguessable value itself grants access, so a tenant
 * only ever holds its own. Keyed `resource.parameter`; the resource of a query parameter is the operation's
 * first segment after /api.
 */
export const CAPABILITIES: Record<string, (tenant: Tenant) => string> = {
  'customer-portal.token': (x) => x.accessToken,
  'quote-preview.token': (x) => x.previewToken,
  'uploads.key': (x) => x.logoKey,
  'calendar-feed.token': (x) => x.calendarFeedToken,
  // A campaign recipient's token: their open pixel, links and unsubscribe link; a link's place in the campaign.
  'open.token': (x) => x.campaignToken,
  'click.token': (x) => x.campaignToken,
  '{token}.n': () => '0',
  'unsubscribe.token': (x) => x.campaignToken,
  // A storefront's public page and its lead form: public by their subdomain, so each tenant addresses its own.
  'landing.subdomain': (x) => x.subdomain,
  'submit-lead.subdomain': (x) => x.subdomain,
  // A storefront order's receipt: its token is the buyer's link, under the storefront's own subdomain.
  'orders.token': (x) => x.orderToken,
  // A domain's checkout: public by the domain's name (the owner may send the link to whoever pays), like a storefront.
  'domain-order.subdomain': (x) => x.pendingDomain,
  // An export's link: the fixture makes none; the owner-only download is held by account/data/data-export.test.ts.
  'data-export.token': () => 'no-export-of-this-tenant',
};

/** Rows shown by an id derived from their key rather than an `id` column: a session by a digest of its hash. */
const DERIVED_IDS: Record<string, (rows: TenantRows) => string[]> = {
  sessions: (rows) =>
    (rows.sessions ?? []).map((r) => createHash('sha256').update(String(r.sid)).digest('hex').slice(0, 16)),
  // A team member is addressed by their user's id.
  company_members: (rows) => (rows.company_members ?? []).map((r) => String(r.user_id)),
};

export const tableOf = (resource: string) => RESOURCE_TABLES[resource] ?? resource.replaceAll('-', '_');
const firstSegment = (op: ApiOperation) => op.path.split('/')[2] ?? '';

/** `customerId` -> `customers`: the table a body field names, when one exists. */
export function tableOfField(name: string, rows: TenantRows): string | undefined {
  if (!/^[a-z]+Id$/.test(name)) return undefined;
  const table = `${name.slice(0, -2).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}s`;
  return table in rows ? table : undefined;
}

export type FilledRequest = {
  label: string;
  url: string;
  payload?: unknown;
  /** Whether an id of the target's rows is in the path (capability-only paths hold the caller's own values). */
  addressesTarget: boolean;
};

export type Fill = { tenant: Tenant; rows: TenantRows };

/** Values for the body's and query's fields: `xxxId` from `idsFrom`'s rows, capabilities from their holder. */
export function hintFor(op: ApiOperation, idsFrom: Fill): SampleHint {
  return (name, schema) => {
    const capability = CAPABILITIES[`${firstSegment(op)}.${name}`];
    if (capability) return capability(idsFrom.tenant);
    const table = tableOfField(name, idsFrom.rows);
    if (table) return idsIn(idsFrom.rows, table)[0];
    return fieldConventions(name, schema);
  };
}

/**
 * Every set of path values addressing `op` with `target`'s rows: each id of `target` for each id parameter,
 * capabilities always `own`'s. Throws, saying what to add, for a parameter it cannot fill.
 */
export function pathValuesFor(op: ApiOperation, target: Fill, own: Fill) {
  let addressesTarget = false;
  const choices: [string, string[]][] = op.pathParams.map(({ name }) => {
    const resource = resourceOf(op, name);
    const capability = CAPABILITIES[`${resource}.${name}`];
    if (capability) return [name, [capability(own.tenant)]];
    addressesTarget = true;
    const table = tableOf(resource);
    const derived = DERIVED_IDS[table];
    if (derived) return [name, derived(target.rows)];
    const ids = idsIn(target.rows, table);
    // The platform's own rows (coupons, the catalogue) belong to no company: an administrator's operation on them
    // is addressed at any id, which every other caller must be refused.
    if (ids.length === 0 && op.tags.includes('admin')) return [name, ['1']];
    if (ids.length === 0) {
      throw new Error(
        `${operationName(op)}: cannot fill the path parameter "${name}" of "${resource}". Give the fixture's ` +
          `company a row in table "${table}" (src/test/tenant-fixture.ts), map the segment to its table in ` +
          `RESOURCE_TABLES, or name the parameter in CAPABILITIES (src/test/tenant-requests.ts).`,
      );
    }
    return [name, ids.map(String)];
  });
  let combos: Record<string, string>[] = [{}];
  for (const [name, values] of choices) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  return { combos, addressesTarget };
}

/** The requests `pathValuesFor` gives, with the query and body filled from `own`'s rows. */
export function requestsFor(op: ApiOperation, target: Fill, own: Fill): FilledRequest[] {
  const { combos, addressesTarget } = pathValuesFor(op, target, own);
  const hint = hintFor(op, own);
  const query = queryString(op.queryParams.map((p) => [p.name, String(sampleOf(p.schema, p.name, hint))]));
  const payload = op.body ? sampleOf(op.body, '', hint) : undefined;
  return combos.map((params) => ({
    label: `${operationName(op)} ${JSON.stringify(params)}`,
    url: urlOf(op, params, query),
    payload,
    addressesTarget,
  }));
}

/** The markers an answer contains (case-insensitive), and the tenant's ids of `table` it lists. */
export function leaksIn(response: LightMyRequestResponse, markers: string[], ids: number[]) {
  const body = response.body.toLowerCase();
  const found = markers.filter((m) => body.includes(m.toLowerCase()));
  let listed: unknown = undefined;
  if ((response.headers['content-type'] ?? '').toString().includes('json') && response.body) {
    const json = response.json() as unknown;
    listed = Array.isArray(json) ? json : (json as { items?: unknown })?.items;
  }
  const listedIds = Array.isArray(listed)
    ? listed.map((item) => (item as { id?: unknown })?.id).filter((id) => ids.includes(id as number))
    : [];
  return [...found.map((m) => `text "${m}"`), ...listedIds.map((id) => `listed id ${String(id)}`)];
}
