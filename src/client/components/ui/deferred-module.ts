/**
 * A module that loads the first time something needs it and is kept from then on: `current` once it has
 * arrived, `load()` to start it (once; after a failure, the next call tries again), `preload()` to start it
 * ahead of need (on hover or focus), a failure left to the load that needs it.
 */
export type DeferredModule<M> = {
  readonly current: M | undefined;
  load: () => Promise<M>;
  preload: () => Promise<void>;
};

export function deferredModule<M>(fetchModule: () => Promise<M>): DeferredModule<M> {
  let current: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= fetchModule().then(
      (module) => (current = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    get current() {
      return current;
    },
    load,
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  };
}
