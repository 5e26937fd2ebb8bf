// A worker thread of bench/chat.ts: opens its share of the sockets, and for every newMessage
// frame records (receipt time - send time) on the machine's one clock. The send time travels
// in the message's text ("bench <ms>"). The receipt time is taken before anything else.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { sockets } = workerData;
// Frames are kept as received and read only at report time, so a busy client thread does not
// delay the receipt time of the frames behind it.
const received = [];
let open = 0;
for (const { url, cookie } of sockets) {
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.on("message", (data) => {
    const at = performance.timeOrigin + performance.now();
    if (open < sockets.length) {
      open += 1;
      if (open === sockets.length) parentPort.postMessage({ type: "ready" });
      return;
    }
    received.push(at, data);
  });
  ws.on("error", (error) => parentPort.postMessage({ type: "error", message: String(error) }));
}
function latencies() {
  const out = [];
  for (let i = 0; i < received.length; i += 2) {
    const frame = JSON.parse(received[i + 1].toString());
    if (frame.type !== "newMessage" || !frame.message) continue;
    out.push(received[i] - Number(String(frame.message.content).split(" ")[1]));
  }
  return out;
}
parentPort.on("message", (message) => {
  if (message === "report") parentPort.postMessage({ type: "latencies", latencies: latencies() });
});
