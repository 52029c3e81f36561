import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiParameter = { name: string; required: boolean; schema: JsonSchema };

/** One operation of the API as the OpenAPI document describes it. */
export type ApiOperation = {
  method: HttpMethod;
  /** The OpenAPI path, `/api/customers/{id}`. */
  path: string;
  tags: string[];
  pathParams: ApiParameter[];
  queryParams: ApiParameter[];
  /** The JSON body's schema; undefined when the operation declares none (it may still read a raw body). */
  body?: JsonSchema;
};

type OpenApiOperation = {
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation of the app, read from the OpenAPI document @fastify/swagger builds from the routes' own
 * schemas, so a route added tomorrow is listed without anyone editing a test. Routes hidden from the document
 * (the docs UI itself, the static files and page fallback) are not operations of the API.
 */
export async function listOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  await app.ready();
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? where === 'path', schema: p.schema ?? {} }));
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        tags: op.tags ?? [],
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** `GET /api/customers/{id}`: how a failure names an operation. */
export const operationName = (op: ApiOperation) => `${op.method} ${op.path}`;

/**
 * The resource a path parameter addresses: the path segment before it (`/customers/{id}` -> `customers`,
 * `/customer-portal/{token}` -> `customer-portal`).
 */
export function resourceOf(op: ApiOperation, param: string): string {
  const segments = op.path.split('/');
  // A parameter may carry a suffix in its segment (`{token}.ics`).
  const at = segments.findIndex((s) => s === `{${param}}` || s.startsWith(`{${param}}.`));
  return at > 0 ? segments[at - 1] : '';
}

/** The URL of `op` with its path parameters (encoded unless `raw`) and an optional query string. */
export function urlOf(
  op: ApiOperation,
  params: Record<string, string>,
  query = '',
  opts: { raw?: boolean } = {},
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operationName(op)}: no value for the path parameter "${name}"`);
    return opts.raw ? value : encodeLoose(value);
  });
  return query ? `${path}?${query}` : path;
}

/** A query string from name/value pairs (repeated names allowed), each part percent-encoded. */
export function queryString(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is written as the three bytes a careless
 * encoder would produce: invalid UTF-8 that a server must still answer sensibly.
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const u = ch.charCodeAt(0);
        if (ch.length > 1 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(ch);
        return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}
