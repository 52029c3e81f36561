import { lazy, type ComponentType } from 'react';

// Typed loosely: each route module's props are named where it is used (routeComponent<Props>).
type RouteModule = { default: ComponentType<object> };

// Every module the route table (src/shared/page-modules.ts) can name, each its own chunk, loaded on demand.
const loaders = import.meta.glob<RouteModule>(['./routes/*.tsx', './layout/app-shell.tsx']);

type Entry = { load: () => Promise<unknown>; Component: ComponentType<object> };
const entries = new Map<string, Entry>();

function entryOf(module: string): Entry {
  const known = entries.get(module);
  if (known) return known;
  const loader = loaders[`./${module}`];
  if (!loader) throw new Error(`The route table names ${module}, which is no module of src/client/app`);
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<RouteModule> | undefined;
  const load = () =>
    (loading ??= loader().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(load);
  // Once loaded (preloadModules started it before the first render), the module is drawn at once: no Suspense
  // pause, so the shell and the screen appear together in the one boundary around them.
  const Component = (props: object) => {
    const Drawn = loaded ?? Lazy;
    return <Drawn {...props} />;
  };
  const entry = { load, Component };
  entries.set(module, entry);
  return entry;
}

/** The component of a route module (a path under src/client/app), loaded the first time it is drawn. */
export function routeComponent<Props extends object = object>(module: string): ComponentType<Props> {
  return entryOf(module).Component as ComponentType<Props>;
}

/** Starts loading these modules now (their chunks are already on their way: the page's HTML names them). */
export function preloadModules(modules: string[]): Promise<unknown> {
  return Promise.all(modules.map((module) => entryOf(module).load()));
}

/** Whether the route table's module exists (for the tests that hold the table to the files). */
export const hasRouteModule = (module: string) => `./${module}` in loaders;
