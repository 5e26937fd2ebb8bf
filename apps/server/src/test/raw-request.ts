import net from "node:net";

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

export interface RawRequest {
  /** The server's answer, once it has sent one and closed; null if none came within `ms`. */
  answer(ms: number): Promise<RawAnswer | null>;
  /** Sends more of the body. */
  write(bytes: string): void;
  close(): void;
}

/**
 * Sends a request's head (and `start` of its body) over a plain socket and no more: what a
 * client that promises a large body and never sends it looks like, which fetch cannot do.
 */
export function rawRequest(
  base: string,
  {
    method,
    path,
    headers,
    start = "",
  }: {
    method: string;
    path: string;
    headers: Record<string, string>;
    start?: string;
  },
): RawRequest {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join("\r\n")}\r\n\r\n${start}`);
  socket.on("error", () => {});
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<RawAnswer>((resolve) => {
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body });
    });
  });
  return {
    answer: (ms) =>
      Promise.race([ended, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]),
    write: (bytes) => socket.write(bytes),
    close: () => socket.destroy(),
  };
}
