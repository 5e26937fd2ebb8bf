import { WS_CLOSE_NOT_READING } from "@repgate/contracts/events";
import type { WebSocket } from "ws";

/**
 * Bytes a socket may leave unsent (ws's bufferedAmount: what the kernel would not take yet)
 * before it is closed. About 1,300 chat messages: a phone on a slow link catches up well
 * within it, while a client that stops reading cannot make the server hold more than this
 * (docs/decisions/018).
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * Sends one text frame if the socket is open, and closes a socket that stopped reading. Once
 * closing, it is sent nothing more, so its buffer no longer grows; ws ends the connection if
 * the close is not answered in time.
 */
export function sendFrame(
  socket: WebSocket,
  frame: string | Buffer,
  maxUnsentBytes = MAX_UNSENT_BYTES,
): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(frame, { binary: false });
  if (socket.bufferedAmount > maxUnsentBytes) {
    socket.close(WS_CLOSE_NOT_READING, "Not reading messages fast enough");
  }
}
