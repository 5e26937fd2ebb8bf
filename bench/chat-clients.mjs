// A worker thread of bench/chat.ts: opens its share of the sockets, and for every newMessage
// frame records (receipt time - send time) on the machine's one clock. The send time travels
// in the message's text ("bench <ms>"). The receipt time is taken before anything else.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { sockets } = workerData;
const latencies = [];
let open = 0;
for (const { url, cookie } of sockets) {
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.on("message", (data) => {
    const at = performance.timeOrigin + performance.now();
    const text = data.toString();
    if (text.includes('"welcome"')) {
      open += 1;
      if (open === sockets.length) parentPort.postMessage({ type: "ready" });
      return;
    }
    const frame = JSON.parse(text);
    if (frame.type !== "newMessage" || !frame.message) return;
    const sent = Number(String(frame.message.content).split(" ")[1]);
    latencies.push(at - sent);
  });
  ws.on("error", (error) => parentPort.postMessage({ type: "error", message: String(error) }));
}
parentPort.on("message", (message) => {
  if (message === "report") parentPort.postMessage({ type: "latencies", latencies });
});
