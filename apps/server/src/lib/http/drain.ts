import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Starts draining before a shutdown (see installDrain). */
    startDraining(): void;
    /** Whether the instance is draining. */
    readonly draining: boolean;
  }
}

/**
 * Draining, the moment before an instance closes. It keeps serving, but `/healthz` answers 503
 * so balancers stop sending to it, and every response closes its keep-alive connection
 * (`Connection: close`), so clients open their next connection elsewhere. Closing the server
 * closes idle keep-alive connections at once; a client sending on one at that very moment
 * would see its request cut, and after the drain no client is still using one.
 *
 * The header is set by a listener on the HTTP server added when draining starts, ahead of
 * Fastify's own: until then, serving costs nothing per request (a hook would run on every poll
 * for the few seconds of an instance's life that need it).
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate("startDraining", () => {
    if (draining) return;
    draining = true;
    app.server.prependListener("request", (_request, response) => {
      response.setHeader("connection", "close");
    });
  });
  app.decorate("draining", {
    getter: () => draining,
  });
}
