// The first yardstick, in a process of its own: the fastest answer Node itself gives on this
// machine. Prints "listening" when ready. Usage: node bare-server.mjs PORT
import http from "node:http";

const port = Number(process.argv[2]);
const body = JSON.stringify({ hello: "world" });
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(body);
  })
  .listen(port, "127.0.0.1", () => console.log("listening"));
