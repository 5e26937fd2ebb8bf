import { chatClientIdOf } from "@repgate/contracts/chat";
import type { Db } from "../../db/connect.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import type { Hub } from "../../realtime/hub.ts";
import type { SocketMessageHandler } from "../../realtime/ws-route.ts";
import { sendChatMessage } from "./service.ts";

/**
 * `{type: "chat", data}` on /ws. A refused message is answered on the socket with
 * `chatRefused` (code and a readable reason); a stored one reaches its room, the sender
 * included, as `newMessage`. A message that carried a `clientId` also gets it back, in
 * `chatRefused` or in `chatSent`, so the sender's box keeps a refused text and clears a sent one.
 */
export function chatSocketHandler(deps: { db: Db; clock: Clock }, hub: Hub): SocketMessageHandler {
  return async (member, data) => {
    const clientId = chatClientIdOf(data);
    const result = await sendChatMessage(deps.db, {
      userId: member.userId,
      data,
      now: deps.clock.now(),
    });
    if (!result.ok) {
      hub.send(member, {
        type: "chatRefused",
        code: result.code,
        message: result.message,
        ...(clientId === undefined ? {} : { clientId }),
      });
    } else if (clientId !== undefined) {
      hub.send(member, { type: "chatSent", clientId, id: result.id });
    }
  };
}
