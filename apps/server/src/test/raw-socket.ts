import { randomBytes } from "node:crypto";
import net from "node:net";

/** A client text frame (clients must mask theirs), for payloads under 64 KiB. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([header, mask, masked]);
}

/**
 * Opens /ws by hand and sends `messages` in the same write as the upgrade request, so they are
 * at the server before it has even looked the session up: what a browser's outbox flushed on
 * "open" can race into. Resolves with the text frames the server sends, as they come.
 */
export function upgradeWithMessages(
  baseUrl: string,
  cookie: string,
  messages: unknown[],
): { received: string[]; close(): void } {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  const request = [
    "GET /ws HTTP/1.1",
    `Host: ${hostname}:${port}`,
    "Upgrade: websocket",
    "Connection: Upgrade",
    `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
    "Sec-WebSocket-Version: 13",
    `Cookie: ${cookie}`,
    "",
    "",
  ].join("\r\n");
  socket.write(
    Buffer.concat([
      Buffer.from(request),
      ...messages.map((m) => maskedTextFrame(JSON.stringify(m))),
    ]),
  );

  const received: string[] = [];
  let buffer = Buffer.alloc(0);
  let headersDone = false;
  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!headersDone) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      headersDone = true;
      buffer = buffer.subarray(end + 4);
    }
    // Server frames are unmasked; small ones are all this helper needs to read.
    while (buffer.length >= 2) {
      const short = (buffer[1] ?? 0) & 0x7f;
      const [start, length] =
        short === 126 ? [4, buffer.length >= 4 ? buffer.readUInt16BE(2) : Infinity] : [2, short];
      if (buffer.length < start + length) return;
      if (((buffer[0] ?? 0) & 0x0f) === 1) {
        received.push(buffer.subarray(start, start + length).toString());
      }
      buffer = buffer.subarray(start + length);
    }
  });
  socket.on("error", () => {});
  return { received, close: () => socket.destroy() };
}
