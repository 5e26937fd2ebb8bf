import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing holds right now, as the kernel hands one out: a random
 * pick from a range collides with the ephemeral ports other connections hold (a PostgreSQL of
 * a test then "did not start"). Free when returned; the caller binds it at once.
 */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no port was given"))));
    });
  });
}
