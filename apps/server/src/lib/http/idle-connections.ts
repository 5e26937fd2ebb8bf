import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

interface LastSeen {
  read: number;
  written: number;
  quietSince: number;
}

/**
 * Closes every connection that has neither sent nor taken a byte for `idleMs`: a client that
 * opened one and went silent, promised a body and never sent it, or stopped reading its
 * answer. A socket timeout would do the same, but Node re-arms it on every read and write of
 * every request; a sweep every quarter of `idleMs` compares byte counts and costs nothing per
 * request (docs/decisions/036-idle-connections-swept.md). A socket upgraded to a websocket is
 * the realtime hub's, which pings it.
 */
export function installIdleConnectionSweep(app: FastifyInstance, idleMs: number): void {
  const open = new Map<Socket, LastSeen>();
  app.server.on("connection", (socket: Socket) => {
    open.set(socket, { read: 0, written: 0, quietSince: Date.now() });
    socket.once("close", () => open.delete(socket));
  });
  app.server.on("upgrade", (_request, socket: Socket) => open.delete(socket));

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, last] of open) {
        const { bytesRead, bytesWritten } = socket;
        if (bytesRead !== last.read || bytesWritten !== last.written) {
          last.read = bytesRead;
          last.written = bytesWritten;
          last.quietSince = now;
        } else if (now - last.quietSince >= idleMs) {
          open.delete(socket);
          socket.destroy();
        }
      }
    },
    Math.max(idleMs / 4, 50),
  );
  // The sweep alone never keeps the process alive.
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
