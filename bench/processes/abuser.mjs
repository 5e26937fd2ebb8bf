// One hunter abusing the server, in a process of its own. Modes:
//   flood URL COOKIE FRAMES          one socket sends FRAMES chat frames at once
//   sockets URL COOKIE N SECONDS     N sockets each send chat frames as fast as they may
//   uploads URL COOKIE N SECONDS MB  N concurrent junk avatar uploads of MB megabytes, again
//                                    as each is answered
//   slow-bodies URL COOKIE N SECONDS N anonymous avatar uploads (COOKIE not sent) that promise 12 MB and
//                                    send 1 KB of it, opened again as each is answered
//   push-dms URL COOKIE SECONDS SINK TARGET_COOKIE
//                                    TARGET subscribes 10 devices on the push sink SINK (an
//                                    origin); COOKIE befriends TARGET and sends them a direct
//                                    message every 500 ms for SECONDS: each is pushed to 10 devices
//   auction-readers URL COOKIE N SECONDS
//                                    N loops each walk the auction board a page of 25 at a time
//                                    (?limit=25&cursor=<last listing read>), from the first page
//                                    again after the last, for SECONDS
// Prints JSON: what the server answered (socket close codes, HTTP statuses).
import http from "node:http";
import WebSocket from "ws";

const [mode, url, cookie, ...args] = process.argv.slice(2);
const wsUrl = `${url.replace("http:", "ws:")}/ws`;
const frame = (i) =>
  JSON.stringify({ type: "chat", data: { content: `spam ${i}`, type: "regional" } });
const closes = {};
const statuses = {};

function openSocket() {
  const socket = new WebSocket(wsUrl, { headers: { cookie, origin: url } });
  socket.on("error", () => {});
  socket.on("message", () => {});
  socket.on("close", (code) => {
    closes[code] = (closes[code] ?? 0) + 1;
  });
  return new Promise((resolve) => socket.once("open", () => resolve(socket)));
}

function closed(socket, ms) {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.terminate();
      resolve();
    }, ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function flood(frames) {
  const socket = await openSocket();
  for (let i = 0; i < frames && socket.readyState === WebSocket.OPEN; i += 1) socket.send(frame(i));
  await closed(socket, 10_000);
}

async function sockets(count, seconds) {
  const until = performance.now() + seconds * 1000;
  const all = await Promise.all(Array.from({ length: count }, openSocket));
  await Promise.all(
    all.map(async (socket) => {
      let i = 0;
      while (performance.now() < until && socket.readyState === WebSocket.OPEN) {
        for (let burst = 0; burst < 200; burst += 1) socket.send(frame(i++));
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (socket.readyState === WebSocket.OPEN) socket.close();
      await closed(socket, 5_000);
    }),
  );
}

function upload(body) {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/user/profile`,
      {
        method: "PATCH",
        headers: {
          cookie,
          origin: url,
          "content-type": "application/json",
          "content-length": body.length,
        },
        timeout: 60_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    request.end(body);
  });
}

async function uploads(count, seconds, megabytes) {
  // A body of `megabytes` million bytes of valid base64 that is no image: junk the server
  // must read and look at before it can refuse it.
  const raw = Buffer.alloc(Math.floor((megabytes * 1e6 - 64) * 0.75), 7);
  for (let i = 0; i < raw.length; i += 4096) raw[i] = i % 251;
  const body = Buffer.from(
    JSON.stringify({ profileImageUrl: `data:image/png;base64,${raw.toString("base64")}` }),
  );
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (performance.now() < until) await upload(body);
    }),
  );
}

/** Bodies promised and never sent, still open: closed when the scenario ends. */
const unfinished = new Set();

/** One anonymous PATCH that promises 12 MB, sends 1 KB and waits; resolves when answered. */
function slowBody() {
  return new Promise((resolve) => {
    const request = http.request(`${url}/api/user/profile`, {
      method: "PATCH",
      headers: { origin: url, "content-type": "application/json", "content-length": 12_000_000 },
    });
    unfinished.add(request);
    let done = false;
    const finish = (key) => {
      if (done) return;
      done = true;
      statuses[key] = (statuses[key] ?? 0) + 1;
      unfinished.delete(request);
      request.destroy();
      resolve();
    };
    request.on("response", (res) => {
      res.resume();
      finish(res.statusCode);
    });
    request.on("error", () => finish("error"));
    request.on("close", () => finish("closed unanswered"));
    request.write(`{"profileImageUrl":"data:image/png;base64,iVBORw0KGgo${"A".repeat(1_000)}`);
  });
}

async function slowBodies(count, seconds) {
  const until = performance.now() + seconds * 1000;
  const left = () => Math.max(0, until - performance.now());
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (left() > 0) {
        await Promise.race([slowBody(), new Promise((resolve) => setTimeout(resolve, left()))]);
      }
    }),
  );
  for (const request of unfinished) {
    statuses.unanswered = (statuses.unanswered ?? 0) + 1;
    request.destroy();
  }
  unfinished.clear();
}

async function pushDms(seconds, sink, targetCookie) {
  const { createECDH, randomBytes } = await import("node:crypto");
  const call = async (who, method, route, body) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { cookie: who, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return response.json().catch(() => null);
  };
  for (let device = 0; device < 10; device += 1) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    await call(targetCookie, "POST", "/api/push/subscriptions", {
      endpoint: `${sink}/push/${device}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    });
  }
  const target = await call(targetCookie, "GET", "/api/auth/user");
  await call(cookie, "POST", "/api/friends/request", { friendId: target.id });
  const [request] = await call(targetCookie, "GET", "/api/friends/requests");
  await call(targetCookie, "POST", `/api/friends/accept/${request.friendshipId}`);
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i += 1) {
    await call(cookie, "POST", "/api/friends/message", { friendId: target.id, message: `hi ${i}` });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function auctionReaders(count, seconds) {
  const until = performance.now() + seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const page = (cursor) =>
    new Promise((resolve) => {
      const query = `limit=25${cursor ? `&cursor=${cursor}` : ""}`;
      const request = http.get(
        `${url}/api/shop/auction?${query}`,
        { agent, headers: { cookie }, timeout: 30_000 },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            const listings = res.statusCode === 200 ? JSON.parse(Buffer.concat(chunks)) : [];
            resolve(listings.length === 25 ? listings[24].id : undefined);
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve(undefined);
      });
    });
  await Promise.all(
    Array.from({ length: count }, async () => {
      let cursor;
      while (performance.now() < until) cursor = await page(cursor);
    }),
  );
  agent.destroy();
}

if (mode === "flood") await flood(Number(args[0]));
else if (mode === "auction-readers") await auctionReaders(Number(args[0]), Number(args[1]));
else if (mode === "sockets") await sockets(Number(args[0]), Number(args[1]));
else if (mode === "uploads") await uploads(Number(args[0]), Number(args[1]), Number(args[2]));
else if (mode === "push-dms") await pushDms(Number(args[0]), args[1], args[2]);
else if (mode === "slow-bodies") await slowBodies(Number(args[0]), Number(args[1]));
else throw new Error(`unknown mode ${mode}`);
process.stdout.write(JSON.stringify({ closes, statuses }));
