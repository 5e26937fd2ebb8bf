// The second yardstick, in a process of its own: a minimal route of the project's own Fastify
// that answers with recorded responses (status, headers and exact bytes), chosen by the
// request's If-None-Match: what the answer itself costs, with no auth, hooks or cache.
// Prints "listening" when ready. Usage: node replay-server.mjs PORT RECORDING.json
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [port, file] = process.argv.slice(2);
/** @type {{ path: string, responses: Array<{ ifNoneMatch: string | null, status: number, headers: Record<string, string>, body: string }> }} */
const recording = JSON.parse(readFileSync(file, "utf8"));
const answers = recording.responses.map((r) => ({ ...r, bytes: Buffer.from(r.body, "base64") }));

const app = Fastify();
app.get(recording.path, (request, reply) => {
  const tag = request.headers["if-none-match"] ?? null;
  const answer = answers.find((a) => a.ifNoneMatch === tag) ?? answers[0];
  reply.status(answer.status).headers(answer.headers);
  return reply.send(answer.status === 304 ? undefined : answer.bytes);
});
await app.listen({ port: Number(port), host: "127.0.0.1" });
console.log("listening");
