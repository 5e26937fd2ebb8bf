import { connect, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { installIdleConnectionSweep } from "./idle-connections.ts";

const IDLE_MS = 400;
let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
});

/** A server with the sweep, an answer of a few bytes and one far larger than socket buffers. */
async function serverWithSweep(): Promise<number> {
  app = Fastify({ forceCloseConnections: true });
  app.get("/small", async () => ({ ok: true }));
  app.get("/huge", async (_request, reply) => reply.send(Buffer.alloc(64 * 1024 * 1024, 1)));
  installIdleConnectionSweep(app, IDLE_MS);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return Number(new URL(address).port);
}

function opened(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
  });
}

/** Milliseconds from now until the server closes `socket`, or null if it is open after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe("the idle connection sweep", () => {
  it("closes a connection that never sends a byte, after the idle time", async () => {
    const socket = await opened(await serverWithSweep());
    const after = await closedWithin(socket, IDLE_MS * 4);
    expect(after).not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(IDLE_MS - 50);
  });

  it("closes a client that stops reading its answer", async () => {
    const port = await serverWithSweep();
    // A client that reads nothing would not see its own socket close: watch the server's end.
    const closedOnTheServer = new Promise<void>((resolve) => {
      app?.server.once("connection", (socket: Socket) => socket.once("close", () => resolve()));
    });
    const socket = await opened(port);
    socket.pause();
    socket.write("GET /huge HTTP/1.1\r\nHost: x\r\n\r\n");
    const within = new Promise((resolve) => setTimeout(() => resolve("still open"), IDLE_MS * 6));
    expect(await Promise.race([closedOnTheServer.then(() => "closed"), within])).toBe("closed");
    socket.destroy();
  });

  it("keeps a connection that asks again within the idle time, however long it lives", async () => {
    const socket = await opened(await serverWithSweep());
    // Counted over everything received: a status line may arrive split across two chunks.
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
    });
    const stillOpen = closedWithin(socket, IDLE_MS * 3);
    for (let i = 0; i < 6; i += 1) {
      socket.write("GET /small HTTP/1.1\r\nHost: x\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 2));
    }
    expect(await stillOpen).toBeNull();
    expect(received.split("HTTP/1.1 200 OK").length - 1).toBe(6);
    socket.destroy();
  });
});
