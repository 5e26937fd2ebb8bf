import type { Plugin } from "vite";

/**
 * GET authEndpoints.currentUser (the config cannot load the contracts' TypeScript; a test
 * checks the two agree).
 */
export const CURRENT_USER_PATH = "/api/auth/user";

/**
 * Asks for the signed-in hunter from the HTML, while the scripts are still downloading: the app
 * cannot choose between the landing page and the dashboard before that answer, so on a slow
 * phone it should not wait for the scripts to start. The app's own read of the endpoint (same
 * URL, credentials included) takes the preloaded answer.
 */
export function preloadCurrentUser(): Plugin {
  return {
    name: "repgate:preload-current-user",
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: {
          rel: "preload",
          href: CURRENT_USER_PATH,
          as: "fetch",
          crossorigin: "use-credentials",
        },
        injectTo: "head-prepend",
      },
    ],
  };
}
