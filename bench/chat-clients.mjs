// A worker thread of bench/chat.ts: opens its share of the sockets and records, for every
// newMessage frame, (receipt time - send time) on the machine's one clock. The send time
// travels in the message's text ("bench <ms>"; warm-up messages say "warmup <ms>" and are not
// counted).
// In production the 2,000 browsers are on other machines; here they share the 2 cores with the
// servers, so each socket is a bare TCP connection that speaks just enough WebSocket to be
// one: it upgrades like a browser (the session cookie, a key) and keeps what arrives. A chunk's
// receipt time is taken first thing; frames are decoded only at report time, so a busy client
// thread does not delay the receipt of the chunks behind it.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

const { sockets } = workerData;
/** Per socket: [receipt time, chunk] pairs, from the first byte after the 101 response. */
const streams = [];
let ready = 0;

for (const { url, cookie } of sockets) {
  const { hostname, port, pathname } = new URL(url);
  const chunks = [];
  streams.push(chunks);
  let head = Buffer.alloc(0);
  let upgraded = false;
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true }, () => {
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
        `Sec-WebSocket-Version: 13\r\nCookie: ${cookie}\r\n\r\n`,
    );
  });
  // The socket counts as ready at its first frame (the hub's welcome): it is in its rooms.
  const keep = (at, chunk) => {
    if (chunks.length === 0) {
      ready += 1;
      if (ready === sockets.length) parentPort.postMessage({ type: "ready" });
    }
    chunks.push(at, chunk);
  };
  socket.on("data", (chunk) => {
    const at = performance.timeOrigin + performance.now();
    if (upgraded) {
      keep(at, chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf("\r\n\r\n");
    if (end < 0) return;
    if (!head.subarray(0, 12).toString().endsWith("101")) {
      parentPort.postMessage({ type: "error", message: head.subarray(0, end).toString() });
      return;
    }
    upgraded = true;
    if (head.length > end + 4) keep(at, head.subarray(end + 4));
  });
  socket.on("error", (error) => parentPort.postMessage({ type: "error", message: String(error) }));
}

/** The text frames of one socket's stream, each with the receipt time of its last byte. */
function* textFrames(chunks) {
  let buffer = Buffer.alloc(0);
  for (let i = 0; i < chunks.length; i += 2) {
    buffer = Buffer.concat([buffer, chunks[i + 1]]);
    for (;;) {
      if (buffer.length < 2) break;
      const opcode = buffer[0] & 0x0f;
      let length = buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) break;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) break;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) break;
      if (opcode === 1) yield [chunks[i], buffer.subarray(offset, offset + length).toString()];
      buffer = buffer.subarray(offset + length);
    }
  }
}

function latencies() {
  const out = [];
  for (const chunks of streams) {
    for (const [at, text] of textFrames(chunks)) {
      const frame = JSON.parse(text);
      if (frame.type !== "newMessage") continue;
      const [label, sentAt] = String(frame.message.content).split(" ");
      if (label === "bench") out.push(at - Number(sentAt));
    }
  }
  return out;
}

parentPort.on("message", (message) => {
  if (message === "report") parentPort.postMessage({ type: "latencies", latencies: latencies() });
});
