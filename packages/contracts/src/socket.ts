import { z } from "zod";
import { chatSendSchema } from "./chat.ts";

/**
 * Every message a browser may send on /ws, as `{type, data}`. The server keeps one handler per
 * type (the compiler holds it to this list) and answers any other type with an error frame;
 * each handler checks its own `data` with the schema below, so a refusal can be specific
 * (a chat message refused with its clientId, as `chatRefused`).
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("chat"), data: chatSendSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage["type"];
