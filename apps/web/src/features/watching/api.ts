import { watchEndpoints } from "@repgate/contracts/endpoints/watching";
import {
  type WatchLinkStatus,
  type WatchView,
  WS_CLOSE_WATCH_FULL,
  WS_CLOSE_WATCH_REVOKED,
  WS_CLOSE_WATCH_UNKNOWN,
  watchViewSchema,
} from "@repgate/contracts/watching";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, call, isApiStatus } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { LIVE_STATE_REUSE_MS } from "../../lib/query-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { reconnectDelay } from "../../lib/realtime-socket.ts";

/** Every battle's watch link status: what a watchersChanged makes stale. */
export const watchLinkQueryKey = queryKeyOf(watchEndpoints.linkStatus);

/** Whether the battle has a live watch link and how many watch it (the fighter's side). */
export function useWatchLinkStatus(battleId: string) {
  return useQuery({
    queryKey: queryKeyOf(watchEndpoints.linkStatus, { id: battleId }),
    queryFn: (): Promise<WatchLinkStatus> =>
      call(watchEndpoints.linkStatus, { params: { id: battleId } }, { cache: "no-store" }),
    staleTime: LIVE_STATE_REUSE_MS,
  });
}

export function useCreateWatchLink(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(watchEndpoints.createLink, { params: { id: battleId } }),
    onSuccess: (created) =>
      queryClient.setQueryData<WatchLinkStatus>(
        queryKeyOf(watchEndpoints.linkStatus, { id: battleId }),
        { active: true, watchers: created.watchers },
      ),
  });
}

export function useRevokeWatchLink(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(watchEndpoints.revokeLink, { params: { id: battleId } }),
    onSuccess: (status) =>
      queryClient.setQueryData(queryKeyOf(watchEndpoints.linkStatus, { id: battleId }), status),
  });
}

/** The address a watcher opens. */
export function watchUrlOf(token: string, origin = window.location.origin): string {
  return `${origin}/watch/${token}`;
}

/** What the watch page shows: the fight, or why there is none. */
export type WatchState =
  | { kind: "loading" }
  | { kind: "view"; view: WatchView }
  | { kind: "revoked" }
  | { kind: "unknown" }
  | { kind: "full" }
  | { kind: "failed"; message: string };

function watchSocketUrl(token: string): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/ws/watch/${token}`;
}

/**
 * The fight behind a watch token, live: read once over HTTP (no cookie sent), then kept up by
 * the watch socket, which sends the whole public view on every change. The socket reconnects
 * after a drop, and stops for good when the link is revoked, unknown or its fight ended.
 */
export function useWatchedFight(token: string): WatchState {
  const [state, setState] = useState<WatchState>({ kind: "loading" });

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let ended = false;

    const show = (view: WatchView) => {
      if (stopped) return;
      if (view.state === "ended") ended = true;
      setState({ kind: "view", view });
    };

    const connect = () => {
      if (stopped || ended) return;
      socket = new WebSocket(watchSocketUrl(token));
      socket.onmessage = (event) => {
        attempt = 0;
        try {
          const message = JSON.parse(String(event.data)) as { type?: string; view?: unknown };
          if (message.type === "view") show(watchViewSchema.parse(message.view));
        } catch {
          // A frame this page cannot read is skipped; the next view replaces it.
        }
      };
      socket.onclose = (event) => {
        socket = null;
        if (stopped) return;
        if (event.code === WS_CLOSE_WATCH_REVOKED) return setState({ kind: "revoked" });
        if (event.code === WS_CLOSE_WATCH_UNKNOWN) return setState({ kind: "unknown" });
        if (event.code === WS_CLOSE_WATCH_FULL) {
          setState((now) => (now.kind === "view" ? now : { kind: "full" }));
          return;
        }
        if (ended || event.code === 1000) return;
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };

    call(watchEndpoints.view, { params: { token } }, { cache: "no-store", credentials: "omit" })
      .then((view) => {
        show(view);
        connect();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        if (isApiStatus(error, 410)) return setState({ kind: "revoked" });
        if (isApiStatus(error, 404, 400)) return setState({ kind: "unknown" });
        setState({
          kind: "failed",
          message: error instanceof ApiError ? error.message : t("watching.loadFailed"),
        });
      });

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [token]);

  return state;
}
