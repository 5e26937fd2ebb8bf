import { type ServerMessage, WS_CLOSE_SIGNED_OUT } from "@repgate/contracts/events";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { RealtimeSocket, reconnectDelay, socketUrl } from "./realtime-socket.ts";

/** Just enough of a WebSocket for the connection logic: the test plays the server. */
class ScriptedSocket {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedByClient = false;
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
  close() {
    this.closedByClient = true;
  }
}

describe("reconnectDelay", () => {
  it("doubles from half a second, caps at 30 s, and jitters by at most a fifth", () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(4_000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(400);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(600);
  });
});

describe("socketUrl", () => {
  it("uses wss on https pages and ws otherwise, on the page's own host", () => {
    expect(socketUrl({ protocol: "https:", host: "repgate.example" })).toBe(
      "wss://repgate.example/ws",
    );
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:3000" })).toBe("ws://127.0.0.1:3000/ws");
  });
});

describe("RealtimeSocket", () => {
  let sockets: ScriptedSocket[];
  let handlers: {
    onMessage: Mock<(message: ServerMessage) => void>;
    onReconnected: Mock<() => void>;
    onSignedOut: Mock<() => void>;
  };
  let connection: RealtimeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    handlers = { onMessage: vi.fn(), onReconnected: vi.fn(), onSignedOut: vi.fn() };
    connection = new RealtimeSocket("ws://test/ws", handlers, () => {
      const socket = new ScriptedSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    });
  });
  afterEach(() => vi.useRealTimers());

  it("hands every message on, and after a drop reconnects and says events were missed", () => {
    connection.start();
    sockets[0]?.receive({ type: "welcome", rooms: ["user:1"] });
    sockets[0]?.receive({ type: "notificationCreated", userId: "1", notificationId: "2" });
    expect(handlers.onMessage).toHaveBeenCalledTimes(2);
    expect(handlers.onReconnected).not.toHaveBeenCalled();

    sockets[0]?.drop(1006);
    vi.advanceTimersByTime(399);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(201);
    expect(sockets).toHaveLength(2);
    sockets[1]?.receive({ type: "welcome", rooms: ["user:1"] });
    expect(handlers.onReconnected).toHaveBeenCalledTimes(1);
  });

  it("backs off while the server stays away, and starts over once it is back", () => {
    connection.start();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      sockets.at(-1)?.drop(1006);
      vi.advanceTimersByTime(reconnectDelay(attempt, () => 1));
    }
    expect(sockets).toHaveLength(5);
    sockets.at(-1)?.receive({ type: "welcome", rooms: [] });
    sockets.at(-1)?.drop(1001);
    vi.advanceTimersByTime(600);
    expect(sockets).toHaveLength(6);
  });

  it("stops for good when the server says the session ended", () => {
    connection.start();
    sockets[0]?.receive({ type: "welcome", rooms: [] });
    sockets[0]?.drop(WS_CLOSE_SIGNED_OUT);
    expect(handlers.onSignedOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("closes its socket and never reconnects after stop()", () => {
    connection.start();
    connection.stop();
    expect(sockets[0]?.closedByClient).toBe(true);
    sockets[0]?.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("ignores frames that are not JSON messages", () => {
    connection.start();
    sockets[0]?.onmessage?.({ data: "not json" } as MessageEvent);
    sockets[0]?.onmessage?.({ data: JSON.stringify({ no: "type" }) } as MessageEvent);
    expect(handlers.onMessage).not.toHaveBeenCalled();
  });
});
