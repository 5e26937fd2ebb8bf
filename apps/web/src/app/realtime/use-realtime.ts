import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { userQueryKey } from "../../features/auth/api.ts";
import { loadHomeMessages } from "../../lib/i18n/i18n.ts";
import { publishServerMessage, setActiveSocket } from "../../lib/realtime-channel.ts";
import type { RealtimeSocket } from "../../lib/realtime-socket.ts";

/** After the server ends a socket's session, how long before trying again if still signed in. */
const SIGNED_OUT_RETRY_MS = 3_000;

/**
 * Keeps one realtime socket open while a hunter is signed in. Events refresh the queries they
 * concern; after a reconnection everything is read again (events may have been missed). When
 * the server ends the socket's session the user is read again: signed out, the tab goes to
 * the landing page; still signed in (a newer session in this browser), a new socket opens.
 * The socket and the event-to-query map (which knows every screen's reads) load with the first
 * socket, so the signed-out landing page never downloads them.
 */
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation re-runs the effect on purpose, for a fresh socket after the server closed the last one.
  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let socket: RealtimeSocket | null = null;
    let stopped = false;
    // The socket's toasts and windows speak the app's English, not only the landing's (the
    // home's catalogue holds what they say: decision 050).
    void Promise.all([
      import("./apply-server-message.ts"),
      import("../../lib/realtime-socket.ts"),
      loadHomeMessages(),
    ]).then(([{ applyServerMessage }, { RealtimeSocket, socketUrl }]) => {
      if (stopped) return;
      socket = new RealtimeSocket(socketUrl(window.location), {
        onMessage: (message) => {
          applyServerMessage(queryClient, message);
          publishServerMessage(message);
        },
        onReconnected: () => void queryClient.invalidateQueries(),
        onSignedOut: () => {
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          retry = setTimeout(() => setGeneration((g) => g + 1), SIGNED_OUT_RETRY_MS);
        },
      });
      socket.start();
      setActiveSocket(socket);
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.stop();
      setActiveSocket(null);
    };
  }, [userId, generation, queryClient]);
}
