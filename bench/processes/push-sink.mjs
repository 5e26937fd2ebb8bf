// A stand-in push service in a process of its own, for the push fan-out scenario: plain http on
// 127.0.0.1, answers every push 201 after 50 ms (a push service's round trip), checks nothing
// (the server's cost is what is measured). Runs SECONDS, then prints JSON: pushes received and
// the most requests it ever had in flight at once.
//   push-sink.mjs PORT SECONDS
import http from "node:http";

const [port, seconds] = process.argv.slice(2).map(Number);
let received = 0;
let inFlight = 0;
let maxInFlight = 0;
const server = http.createServer((request, response) => {
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  request.resume();
  request.on("end", () => {
    setTimeout(() => {
      received += 1;
      inFlight -= 1;
      response.writeHead(201).end();
    }, 50);
  });
});
server.listen(port, "127.0.0.1");
setTimeout(() => {
  server.close();
  server.closeAllConnections();
  console.log(JSON.stringify({ received, maxInFlight }));
}, seconds * 1000);
