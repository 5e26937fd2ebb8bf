import type { AttackReply, SkillReply } from "@repgate/contracts/battles";
import {
  type ControllerClientMessage,
  type ControllerMove,
  type ControllerServerMessage,
  WS_CLOSE_NOT_A_CONTROLLER,
} from "@repgate/contracts/controllers";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "../../../lib/i18n/i18n.ts";
import { reconnectDelay } from "../../../lib/realtime-socket.ts";
import { controllerStateQueryKey } from "./api.ts";

/** A strike the server refused (too fast, the controller ended): its words, for the phone. */
class StrikeRefused extends Error {}

// Said when it happens, so in the language the hunter has then.
const DROPPED = () => t("controller.dropped");
const NOT_CONNECTED = () => t("controller.notConnected");

function controllerSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/ws/controller`;
}

interface Pending {
  resolve: (reply: AttackReply | SkillReply) => void;
  reject: (error: Error) => void;
}

/**
 * The phone's socket (docs/decisions/043): strikes go out on it and their answers come back on
 * it; its being open is what the big screen shows as "connected". "changed" from the server
 * (a blow taken, a teammate's hit, the controller ended) reads the phone's state again. It
 * reconnects after a drop, and stops when the server says this is no controller (any more).
 */
export function useControllerSocket(enabled: boolean) {
  const client = useQueryClient();
  const socketRef = useRef<WebSocket | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    const readState = () => void client.invalidateQueries({ queryKey: controllerStateQueryKey });
    const failAll = (message: string) => {
      for (const strike of pending.current.values()) strike.reject(new StrikeRefused(message));
      pending.current.clear();
    };

    const connect = () => {
      if (stopped) return;
      const socket = new WebSocket(controllerSocketUrl());
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
        // Whatever changed while it was away is read again.
        readState();
      };
      socket.onmessage = (event) => {
        let message: ControllerServerMessage;
        try {
          message = JSON.parse(String(event.data)) as ControllerServerMessage;
        } catch {
          return;
        }
        if (message.type === "changed") readState();
        if (message.type === "struck" || message.type === "refused") {
          const strike = message.id === null ? undefined : pending.current.get(message.id);
          if (!strike || message.id === null) return;
          pending.current.delete(message.id);
          if (message.type === "struck") strike.resolve(message.reply);
          else strike.reject(new StrikeRefused(message.message));
        }
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        setConnected(false);
        failAll(DROPPED());
        if (stopped) return;
        if (event.code === WS_CLOSE_NOT_A_CONTROLLER) {
          readState();
          return;
        }
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
      failAll(DROPPED());
    };
  }, [enabled, client]);

  const strike = useCallback((move: ControllerMove): Promise<AttackReply | SkillReply> => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.reject(new StrikeRefused(NOT_CONNECTED()));
    }
    const id = nextId.current++;
    const message: ControllerClientMessage = { type: "strike", id, move };
    return new Promise((resolve, reject) => {
      pending.current.set(id, { resolve, reject });
      socket.send(JSON.stringify(message));
    });
  }, []);

  return { strike, connected };
}
