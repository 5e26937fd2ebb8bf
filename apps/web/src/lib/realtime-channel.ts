import type { ServerMessage } from "@repgate/contracts/events";
import type { ClientMessage } from "@repgate/contracts/socket";

/** What features may do with the tab's one realtime socket (kept by app/realtime). */
interface Sender {
  send(message: ClientMessage): boolean;
}

let active: Sender | null = null;
const listeners = new Set<(message: ServerMessage) => void>();

export function setActiveSocket(socket: Sender | null): void {
  active = socket;
}

/** Sends on the open socket; false when there is none (the chat says it cannot send). */
export function sendRealtime(message: ClientMessage): boolean {
  return active?.send(message) ?? false;
}

export function publishServerMessage(message: ServerMessage): void {
  for (const listener of listeners) listener(message);
}

/** Hears every message the socket receives; returns the unsubscribe. */
export function onServerMessage(listener: (message: ServerMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
