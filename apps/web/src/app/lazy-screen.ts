import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's code; safe to call any number of times. */
  preload(): Promise<unknown>;
};

/**
 * A screen whose code is its own chunk, loaded when first shown or earlier by preload() (a
 * tab under the pointer, a battle about to start). A failed load (offline) is forgotten so
 * the next attempt fetches again instead of repeating the failure.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => preload().then((Screen) => ({ default: Screen })));
  return Object.assign(component, { preload });
}
