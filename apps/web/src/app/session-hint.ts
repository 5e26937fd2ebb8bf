/**
 * Whether the server sent this page to a browser with a session (a meta tag only the
 * signed-in page carries, apps/server/src/lib/signed-in-page.ts). Read once: it describes the
 * page load, and says only what to show while the app asks who is signed in.
 */
export const servedWithSession =
  typeof document !== "undefined" &&
  document.querySelector('meta[name="repgate-session"][content="signed-in"]') !== null;
