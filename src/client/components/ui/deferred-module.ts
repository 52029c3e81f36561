/**
 * A module that loads the first time something needs it and is kept from then on: `current` once it has
 * arrived, `load()` to start it (once; after a failure, the next call tries again).
 */
export type DeferredModule<M> = { readonly current: M | undefined; load: () => Promise<M> };

export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let current: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get current() {
      return current;
    },
    load: () =>
      (loading ??= load().then(
        (module) => (current = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
