import { operationName, queryString, urlOf, type ApiOperation } from '../api-operations';
import { sampleOf, type SampleHint } from '../json-schema-sample';
import type { Rng } from '../prng';
import {
  CONTENT_TYPES,
  HOSTILE_HEADERS,
  HOSTILE_PATH_PARAMS,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  MALFORMED_JSON,
} from './fuzz-values';

/** One request of the fuzz run, complete enough to be sent again as it is. */
export type FuzzCase = {
  kind: string;
  /** What was changed from the valid-looking request, for the failure report. */
  change: string;
  method: ApiOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The valid-looking request a case starts from: path values (not yet encoded), query pairs and JSON body. */
export type Baseline = { params: Record<string, string>; query: [string, string][]; body?: unknown };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const describe = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}... (${text.length} chars)` : text;
};

/** The starting request for `op`: every parameter and field filled from its schema (and `hint`). */
export function baselineOf(op: ApiOperation, hint: SampleHint): Baseline {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) params[p.name] = String(sampleOf(p.schema, p.name, hint));
  const query: [string, string][] = op.queryParams.map((p) => [p.name, String(sampleOf(p.schema, p.name, hint))]);
  return { params, query, body: op.body ? sampleOf(op.body, '', hint) : undefined };
}

function render(op: ApiOperation, base: Baseline, kind: string, change: string, over: Partial<FuzzCase> = {}) {
  const hasBody = base.body !== undefined && BODY_METHODS.has(op.method);
  return {
    kind,
    change,
    method: op.method,
    url: urlOf(op, base.params, queryString(base.query)),
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    ...(hasBody ? { payload: JSON.stringify(base.body) } : {}),
    ...over,
  } satisfies FuzzCase;
}

/** Every path into a JSON value (objects and arrays), up to `depth` steps, for choosing what to change. */
function pathsIn(value: unknown, depth = 3, prefix: (string | number)[] = []): (string | number)[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((k) => {
    const path = [...prefix, k];
    return [path, ...pathsIn((value as Record<string | number, unknown>)[k], depth - 1, path)];
  });
}

function withChange(
  body: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}

type Maker = (op: ApiOperation, base: Baseline, rng: Rng) => FuzzCase;

const KINDS: Record<string, { applies(op: ApiOperation, base: Baseline): boolean; make: Maker }> = {
  path: {
    applies: (op) => op.pathParams.length > 0,
    make(op, base, rng) {
      const { name } = rng.pick(op.pathParams);
      const raw = rng.pick(HOSTILE_PATH_PARAMS);
      const encoded = Object.fromEntries(Object.entries(base.params).map(([k, v]) => [k, encodeURIComponent(v)]));
      const url = urlOf(op, { ...encoded, [name]: raw }, queryString(base.query), { raw: true });
      return render(op, base, 'path', `path ${name} = ${describe(raw)} (raw)`, { url });
    },
  },
  'path-text': {
    applies: (op) => op.pathParams.length > 0,
    make(op, base, rng) {
      const { name } = rng.pick(op.pathParams);
      const value = rng.pick(HOSTILE_STRINGS).slice(0, 20_000);
      return render(
        op,
        { ...base, params: { ...base.params, [name]: value } },
        'path-text',
        `path ${name} = ${describe(value)}`,
      );
    },
  },
  query: {
    applies: (op) => op.queryParams.length > 0,
    make(op, base, rng) {
      const { name } = rng.pick(op.queryParams);
      const value = rng.next() < 0.7 ? rng.pick(HOSTILE_STRINGS) : String(rng.pick(HOSTILE_VALUES));
      const query = base.query.map(([k, v]): [string, string] => [k, k === name ? value.slice(0, 30_000) : v]);
      return render(op, { ...base, query }, 'query', `query ${name} = ${describe(value)}`);
    },
  },
  'query-shape': {
    applies: () => true,
    make(op, base, rng) {
      const name = op.queryParams.length ? rng.pick(op.queryParams).name : 'q';
      const shapes: [string, string][][] = [
        [...base.query, [name, '1'], [name, '2']],
        [...base.query, [`${name}[]`, '1']],
        [...base.query, [`${name}[a][b]`, '1']],
        [...base.query, ['__proto__[isAdmin]', 'true'], ['constructor[prototype][x]', '1']],
        [...base.query, ['x'.repeat(20_000), 'y']],
        [...base.query, [name, '']],
      ];
      const query = rng.pick(shapes);
      return render(op, { ...base, query }, 'query-shape', `query ${describe(queryString(query))}`);
    },
  },
  field: {
    applies: (op, base) => BODY_METHODS.has(op.method) && pathsIn(base.body).length > 0,
    make(op, base, rng) {
      const path = rng.pick(pathsIn(base.body));
      const value = rng.next() < 0.6 ? rng.pick(HOSTILE_STRINGS) : rng.pick(HOSTILE_VALUES);
      const body = withChange(base.body, path, (parent, key) => void (parent[key] = value));
      return render(op, { ...base, body }, 'field', `body ${path.join('.')} = ${describe(value)}`);
    },
  },
  'field-missing': {
    applies: (op, base) => BODY_METHODS.has(op.method) && pathsIn(base.body).length > 0,
    make(op, base, rng) {
      const path = rng.pick(pathsIn(base.body));
      const body = withChange(base.body, path, (parent, key) =>
        Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key],
      );
      return render(op, { ...base, body }, 'field-missing', `body ${path.join('.')} left out`);
    },
  },
  'field-extra': {
    applies: (op, base) => BODY_METHODS.has(op.method) && base.body !== null && typeof base.body === 'object',
    make(op, base, rng) {
      const key = rng.pick(['id', 'companyId', 'userId', 'isAdmin', 'status', '', 'x'.repeat(1000), '\u0000']);
      const value = rng.pick([1, true, 'x', null, { nested: true }]);
      const body = { ...(base.body as object), [key]: value };
      return render(op, { ...base, body }, 'field-extra', `body gains ${describe(key)} = ${describe(value)}`);
    },
  },
  'body-whole': {
    applies: (op) => BODY_METHODS.has(op.method),
    make(op, base, rng) {
      const value = rng.next() < 0.5 ? rng.pick(HOSTILE_VALUES) : rng.pick(HOSTILE_STRINGS);
      const payload = JSON.stringify(value) ?? 'null';
      return render(op, base, 'body-whole', `body = ${describe(value)}`, {
        headers: { 'content-type': 'application/json' },
        payload,
      });
    },
  },
  'body-raw': {
    applies: (op) => BODY_METHODS.has(op.method),
    make(op, base, rng) {
      const payload = rng.pick(MALFORMED_JSON);
      return render(op, base, 'body-raw', `raw JSON body ${describe(payload)}`, {
        headers: { 'content-type': 'application/json' },
        payload,
      });
    },
  },
  'content-type': {
    applies: (op) => BODY_METHODS.has(op.method),
    make(op, base, rng) {
      const type = rng.pick(CONTENT_TYPES);
      const payload = rng.next() < 0.5 ? JSON.stringify(base.body ?? {}) : Buffer.from(rng.pick(HOSTILE_STRINGS));
      return render(op, base, 'content-type', `content-type ${describe(type)}, body ${describe(String(payload))}`, {
        headers: { 'content-type': type },
        payload,
      });
    },
  },
  header: {
    applies: () => true,
    make(op, base, rng) {
      const name = rng.pick(Object.keys(HOSTILE_HEADERS));
      const value = rng.pick(HOSTILE_HEADERS[name]);
      const request = render(op, base, 'header', `header ${name}: ${describe(value)}`);
      return { ...request, headers: { ...request.headers, [name]: value } };
    },
  },
};

/**
 * `count` cases for `op`: first the valid-looking request, then every kind of change that applies once, in a
 * shuffled order, then more changes of random kinds. The same `rng` state gives the same cases.
 */
export function casesFor(op: ApiOperation, base: Baseline, rng: Rng, count: number): FuzzCase[] {
  const kinds = Object.entries(KINDS).filter(([, k]) => k.applies(op, base));
  const order = kinds
    .map((k) => ({ k, r: rng.next() }))
    .sort((x, y) => x.r - y.r)
    .map(({ k }) => k);
  const cases: FuzzCase[] = [render(op, base, 'baseline', 'nothing (the valid-looking request)')];
  for (let i = 0; cases.length < count; i++) {
    const [, kind] = i < order.length ? order[i] : rng.pick(kinds);
    cases.push(kind.make(op, base, rng));
  }
  return cases;
}

/**
 * The changes every run sends whatever its seed, as defects once found must stay found: a NUL character in
 * every path and query parameter and every top-level text field, a path id past the integer column, and a
 * Host header no URL can be made of.
 */
export function fixedCasesFor(op: ApiOperation, base: Baseline): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const { name } of op.pathParams) {
    const encoded = Object.fromEntries(Object.entries(base.params).map(([k, v]) => [k, encodeURIComponent(v)]));
    for (const value of ['%00', '2147483648']) {
      const url = urlOf(op, { ...encoded, [name]: value }, queryString(base.query), { raw: true });
      cases.push(render(op, base, 'fixed', `path ${name} = "${value}" (raw)`, { url }));
    }
  }
  for (const { name } of op.queryParams) {
    const query = base.query.map(([k, v]): [string, string] => [k, k === name ? 'a\u0000b' : v]);
    cases.push(render(op, { ...base, query }, 'fixed', `query ${name} = "a\\u0000b"`));
  }
  const body = base.body;
  if (BODY_METHODS.has(op.method) && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string') continue;
      cases.push(render(op, { ...base, body: { ...body, [key]: 'a\u0000b' } }, 'fixed', `body ${key} = "a\\u0000b"`));
    }
  }
  const request = render(op, base, 'fixed', 'header host: "a b"');
  cases.push({ ...request, headers: { ...request.headers, host: 'a b' } });
  return cases;
}

/** How a failure names a case: enough to recognise it and to replay it with the seed. */
export const caseName = (op: ApiOperation, c: FuzzCase) => `${operationName(op)} [${c.kind}] ${c.change}`;
