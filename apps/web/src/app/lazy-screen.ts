import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from "react";
import { loadAppMessages } from "../lib/i18n/i18n.ts";

export type LazyScreen<P> = FunctionComponent<P> & {
  /** Starts loading the screen's code; safe to call any number of times. */
  preload(): Promise<unknown>;
};

/**
 * A screen whose code is its own chunk, loaded when first shown or earlier by preload() (a
 * tab under the pointer, a battle about to start, the app opening). A failed load (offline) is
 * forgotten so the next attempt fetches again instead of repeating the failure.
 * Its code comes with the English of every screen beyond the first (loadAppMessages), or with
 * only the home's for the frame and the home screen (`messages`: loadHomeMessages).
 * Once its code is in, the screen renders at once: it suspends only while its code is still on
 * the way (React holds a Suspense fallback on screen for at least 300 ms once shown).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  messages: () => Promise<void> = loadAppMessages,
): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), messages()]).then(
      ([Screen]) => {
        loaded = Screen;
        return Screen;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((Screen) => ({ default: Screen })));
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(Screen, { preload });
}
