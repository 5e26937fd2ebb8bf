import pg from "pg";

export interface ListenConnection {
  close(): Promise<void>;
}

/**
 * A PostgreSQL connection of its own (outside the pool: LISTEN belongs to one session) that
 * LISTENs on `channel`. `onLost` is called once if the connection drops afterwards.
 */
export async function openListenConnection(
  url: string,
  channel: string,
  handlers: { onPayload(payload: string | undefined): void; onLost(error: Error): void },
): Promise<ListenConnection> {
  const client = new pg.Client({ connectionString: url });
  let open = true;
  const lost = (error: Error) => {
    if (!open) return;
    open = false;
    client.end().catch(() => {});
    handlers.onLost(error);
  };
  client.on("notification", (message) => {
    if (message.channel === channel) handlers.onPayload(message.payload);
  });
  client.on("error", lost);
  client.on("end", () => lost(new Error("the connection ended")));
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    open = false;
    client.removeAllListeners();
    client.on("error", () => {});
    await client.end().catch(() => {});
    throw error;
  }
  return {
    close: async () => {
      open = false;
      await client.end().catch(() => {});
    },
  };
}
