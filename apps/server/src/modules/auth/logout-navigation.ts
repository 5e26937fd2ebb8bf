import { authEndpoints } from "@repgate/contracts/endpoints/auth";

/** The Fetch Metadata request headers a browser sends (absent in browsers that predate them). */
export interface FetchMetadata {
  site?: string | undefined;
  mode?: string | undefined;
  dest?: string | undefined;
}

/**
 * Whether `GET /api/logout` may end the session (docs/decisions/018): only a top-level
 * navigation to a document that our own pages started (`same-origin`: the spec's client leaves
 * through this address) or the hunter did themself (`none`: typed, a bookmark). Another
 * site's link or image (`cross-site`), a sibling subdomain (`same-site`), an image or script
 * on our own pages (a hunter-set picture pointing here), and a request without these headers
 * (an old browser cannot be told apart from one loading such an image) are all refused: they
 * get the page below, whose button posts.
 */
export function mayLogOutByNavigation(metadata: FetchMetadata): boolean {
  return (
    (metadata.site === "same-origin" || metadata.site === "none") &&
    metadata.mode === "navigate" &&
    metadata.dest === "document"
  );
}

/**
 * What any other request to `GET /api/logout` gets: nothing changes until the hunter presses
 * the button, a form post our origin check guards like every other write. No script (the CSP
 * allows none inline), and the form targets our own origin (`form-action 'self'`).
 */
export const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log out</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0b1020; color: #e5e7eb;
         display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { max-width: 22rem; padding: 1.5rem; text-align: center; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 0.375rem; border: 0;
           background: #2563eb; color: white; cursor: pointer; }
  a { color: #93c5fd; }
</style>
</head>
<body>
<main>
<h1>Log out?</h1>
<p>Press the button to log out of this browser.</p>
<form method="post" action="${authEndpoints.logoutConfirmed.path}">
<button type="submit">Log Out</button>
</form>
<p><a href="/">Stay logged in</a></p>
</main>
</body>
</html>
`;
