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
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  app.decorate("draining", {
    getter: () => draining,
  });
  // A callback hook: it runs on every request (see security-headers.ts).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
}
