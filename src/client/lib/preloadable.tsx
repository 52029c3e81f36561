import { lazy, type ComponentType } from 'react';

/** A component loaded on demand, which can be asked for ahead of its first render (on hover, at start). */
export type Preloadable<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded component whose code can be started early with `preload()`. Once its module has arrived, it
 * is drawn at once (no Suspense pause), so a part started ahead appears with what surrounds it. Until then it
 * suspends like `React.lazy`: put it under a Suspense boundary.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);
  const Component = (props: Props) => {
    const Drawn = (loaded ?? Lazy) as ComponentType<Props>;
    return <Drawn {...props} />;
  };
  return Object.assign(Component, { preload });
}
