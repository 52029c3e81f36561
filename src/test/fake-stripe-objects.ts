import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { FormObject, FormValue } from './fake-stripe-form';

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** A Stripe API error: answered as `{ error: { type, code, message, param } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, extra: { code?: string; param?: string; status?: number } = {}) =>
  new StripeApiError(extra.status ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(extra.code ? { code: extra.code } : {}),
    ...(extra.param ? { param: extra.param } : {}),
  });

/** `No such <kind>`: 404 for the object a URL names, 400 for one a parameter names. */
export const noSuch = (kind: string, id: string, param?: string) =>
  invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: param ? 400 : 404 });

/** Keeps `object` in `map` under its id (replacing what was there) and returns it. */
export function store<T extends { id: string }>(map: Map<string, T>, object: T): T {
  map.set(object.id, object);
  return object;
}

/** The object of `map` with this id, or Stripe's 404 for a URL naming one that is not there. */
export function found<T>(map: Map<string, T>, id: string, kind: string): T {
  const object = map.get(id);
  if (!object) throw noSuch(kind, id);
  return object;
}

/** Replaces the ids named by `expand` paths (`payment_intent.latest_charge`) with their objects, as Stripe does. */
export function expandIds(body: object, paths: string[], byId: (id: string) => object | undefined): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of paths) {
    let target: Record<string, unknown> | null = copy;
    for (const field of path.split('.')) {
      if (!target) break;
      const value = target[field];
      const found = typeof value === 'string' ? byId(value) : undefined;
      if (value === undefined || (typeof value === 'string' && !found)) {
        throw invalidRequest(`This property cannot be expanded (${path}).`);
      }
      if (found) target[field] = structuredClone(found);
      target = (target[field] as Record<string, unknown> | null) ?? null;
    }
  }
  return copy;
}

/** `payment_intent_data.transfer_data.destination` -> `payment_intent_data[transfer_data][destination]` */
const paramName = (path: string) => path.replace(/\.([^.]+)/g, '[$1]');

function valueAt(form: FormObject, path: string): FormValue | undefined {
  let value: FormValue | undefined = form;
  for (const segment of path.split('.')) {
    if (value === undefined || typeof value === 'string') return undefined;
    value = Array.isArray(value) ? value[Number(segment)] : value[segment];
  }
  return value;
}

export function optionalString(form: FormObject, path: string): string | undefined {
  const value = valueAt(form, path);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${paramName(path)}`, { param: paramName(path) });
  return value;
}

export function requiredString(form: FormObject, path: string): string {
  const value = optionalString(form, path);
  if (!value)
    throw invalidRequest(`Missing required param: ${paramName(path)}.`, {
      code: 'parameter_missing',
      param: paramName(path),
    });
  return value;
}

export function optionalInteger(form: FormObject, path: string): number | undefined {
  const value = optionalString(form, path);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: paramName(path) });
  }
  return Number(value);
}

export function stringMap(form: FormObject, path: string): Record<string, string> {
  const value = valueAt(form, path);
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalidRequest(`Invalid hash: ${paramName(path)}`);
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export type FakeAccount = {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  business_type: string | null;
  business_profile: { name: string | null };
  capabilities: Record<string, string>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    currently_due: string[];
    past_due: string[];
    eventually_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
    current_deadline: number | null;
    errors: never[];
    alternatives: never[];
  };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/** What Stripe asks of a new Express account before onboarding: the onboarding form itself, already past due. */
const ONBOARDING_FIELDS = ['business_profile.url', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

export function newAccount(body: FormObject): FakeAccount {
  const requested = Object.keys(stringMapOfHashes(body, 'capabilities'));
  return {
    id: newId('acct'),
    object: 'account',
    type: requiredString(body, 'type'),
    country: optionalString(body, 'country') ?? 'US',
    email: optionalString(body, 'email') ?? null,
    business_type: optionalString(body, 'business_type') ?? null,
    business_profile: { name: optionalString(body, 'business_profile.name') ?? null },
    capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    requirements: {
      currently_due: [...ONBOARDING_FIELDS],
      past_due: [...ONBOARDING_FIELDS],
      eventually_due: [...ONBOARDING_FIELDS],
      pending_verification: [],
      disabled_reason: 'requirements.past_due',
      current_deadline: null,
      errors: [],
      alternatives: [],
    },
    metadata: stringMap(body, 'metadata'),
    created: unixNow(),
    livemode: false,
  };
}

/** `capabilities[card_payments][requested]=true` -> the capabilities requested. */
function stringMapOfHashes(form: FormObject, path: string): Record<string, FormObject> {
  const value = valueAt(form, path);
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (e): e is [string, FormObject] => typeof e[1] === 'object' && !Array.isArray(e[1]) && e[1].requested === 'true',
    ),
  );
}

export type AccountChange = {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  disabled_reason?: string | null;
  /** Whether the owner has been through onboarding; true unless given. */
  details_submitted?: boolean;
  currently_due?: string[];
  past_due?: string[];
};

/** The account after Stripe reviewed it: capabilities follow charges (card_payments) and payouts (transfers). */
export function changedAccount(account: FakeAccount, change: AccountChange): FakeAccount {
  const capabilityOn: Record<string, boolean> = {
    card_payments: change.charges_enabled,
    transfers: change.payouts_enabled,
  };
  const currentlyDue = change.currently_due ?? [];
  const pastDue = change.past_due ?? [];
  return {
    ...account,
    charges_enabled: change.charges_enabled,
    payouts_enabled: change.payouts_enabled,
    details_submitted: change.details_submitted ?? true,
    capabilities: Object.fromEntries(
      Object.keys(account.capabilities).map((name) => [name, capabilityOn[name] ? 'active' : 'inactive']),
    ),
    requirements: {
      ...account.requirements,
      currently_due: currentlyDue,
      past_due: pastDue,
      eventually_due: [...new Set([...currentlyDue, ...pastDue])],
      disabled_reason: change.disabled_reason ?? null,
    },
  };
}

/** An account link: where the owner would finish onboarding (an address on the fake, never opened). */
export function newAccountLink(form: FormObject, opts: { baseUrl: string; accountExists: (id: string) => boolean }) {
  const account = requiredString(form, 'account');
  if (!opts.accountExists(account)) throw noSuch('account', account, 'account');
  const type = requiredString(form, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update') throw invalidRequest(`Invalid type: ${type}`);
  requiredString(form, 'refresh_url');
  requiredString(form, 'return_url');
  const url = `${opts.baseUrl}/express/onboarding/${newId('link')}`;
  return { object: 'account_link', created: unixNow(), expires_at: unixNow() + 300, url };
}

/** An event envelope around `object`, signed with the SDK's own test helper (`timestamp` in Unix seconds). */
export function signedEvent(type: string, object: object, webhookSecret: string, opts: { timestamp?: number } = {}) {
  const event = {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, ...opts });
  return {
    id: event.id,
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
