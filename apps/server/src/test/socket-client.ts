import WebSocket from "ws";

export interface TestSocket {
  /** Every message received so far, parsed. */
  messages: Array<{ type: string } & Record<string, unknown>>;
  /** Resolves with the first message (already received or still to come) that matches. */
  next(
    match: (m: { type: string } & Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<{ type: string } & Record<string, unknown>>;
  /** Resolves with the close code once the server (or we) closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): void;
}

/**
 * A real ws client on `baseUrl`'s /ws (or another socket path, a watch socket's), sending
 * `cookie` and `origin` like a browser would.
 */
export function openSocket(
  baseUrl: string,
  headers: {
    cookie?: string;
    origin?: string;
    authorization?: string;
    "x-forwarded-for"?: string;
    "accept-language"?: string;
  } = {},
  path = "/ws",
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, "ws")}${path}`;
  const socket = new WebSocket(url, { headers: headers as Record<string, string> });
  const messages: TestSocket["messages"] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const client: TestSocket = {
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_req, res) =>
      reject(new Error(`upgrade refused with ${res.statusCode}`)),
    );
    socket.once("error", reject);
  });
}
