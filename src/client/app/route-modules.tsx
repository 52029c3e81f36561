import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '@client/lib/preloadable';
import { loadMessageGroup } from '@client/i18n/i18n';
import { groupOfModule } from '@shared/page-modules';

// Typed loosely: each route module's props are named where it is used (routeComponent<Props>).
type RouteModule = { default: ComponentType<object> };

// Every module the route table (src/shared/page-modules.ts) can name, each its own chunk, loaded on demand.
const loaders = import.meta.glob<RouteModule>(['./routes/*.tsx', './layout/app-shell.tsx']);

const components = new Map<string, Preloadable<object>>();

function componentOf(module: string): Preloadable<object> {
  const known = components.get(module);
  if (known) return known;
  const loader = loaders[`./${module}`];
  if (!loader) throw new Error(`The route table names ${module}, which is no module of src/client/app`);
  // Once loaded (preloadModules started it before the first render), the module is drawn at once, so the shell
  // and the screen appear together in the one boundary around them.
  // Its messages load with it (the same moment, not after), in the language then active.
  const component = preloadable(() =>
    Promise.all([loader(), loadMessageGroup(groupOfModule(module))]).then(([m]) => m.default),
  );
  components.set(module, component);
  return component;
}

/** The component of a route module (a path under src/client/app), loaded the first time it is drawn. */
export function routeComponent<Props extends object = object>(module: string): ComponentType<Props> {
  return componentOf(module) as ComponentType<Props>;
}

/** Starts loading these modules now (their chunks are already on their way: the page's HTML names them). */
export function preloadModules(modules: string[]): Promise<unknown> {
  return Promise.all(modules.map((module) => componentOf(module).preload()));
}

/** Whether the route table's module exists (for the tests that hold the table to the files). */
export const hasRouteModule = (module: string) => `./${module}` in loaders;
