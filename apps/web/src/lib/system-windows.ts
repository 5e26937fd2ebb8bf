import type { Stats } from "@repgate/game/rules/stats";
import { useSyncExternalStore } from "react";
import { onSessionEnd } from "./session-end.ts";

/**
 * What one System window tells, every figure as the server's reply gave it. A window is data,
 * not markup, so the queue can hold several and show them one after another.
 */
export type SystemWindowContent =
  | {
      kind: "dungeon-cleared";
      dungeonName: string;
      xp: number;
      gold: number;
      /** The item found in the chest, or null when it was empty. */
      item: string | null;
    }
  | { kind: "level-up"; from: number; to: number; stats?: Partial<Stats> }
  | { kind: "rank-up"; from: string; to: string }
  | {
      kind: "quest-complete";
      questName: string;
      xp: number;
      gold: number;
      stats: Partial<Stats>;
    }
  | { kind: "achievement"; name: string; description: string }
  | { kind: "title"; title: string }
  /** A Gate Break opened; its boss fell; the hunter who dealt damage was paid (issue 48). */
  | { kind: "gate-break-open"; eventName: string; bossName: string }
  | { kind: "gate-break-fallen"; eventName: string; bossName: string }
  | {
      kind: "gate-break-reward";
      eventName: string;
      bossName: string;
      place: number;
      damage: number;
      /** What the server credited: the hunter's share of the boss's XP and gold. */
      xp: number;
      gold: number;
      /** Whether the share came with the Gate Breaker title. */
      title: string | null;
    }
  /** A set beat the hunter's best set, or took today past their best day, of an exercise. */
  | {
      kind: "new-record";
      name: string;
      record: "bestSet" | "bestDay";
      reps: number;
      previous: number;
    };

export interface QueuedWindow {
  /** Names the reward (`battle:<id>:cleared`): each reward is shown once per tab. */
  key: string;
  content: SystemWindowContent;
}

/**
 * Keys shown in this tab, kept in session storage: a reload (which may replay a claim's reply)
 * does not show an old reward again, and another tab, with its own storage, still shows it.
 */
const SHOWN_KEY = "repgate.system-windows.shown";
/** Enough to cover a long session; the oldest keys are forgotten first. */
const SHOWN_LIMIT = 200;

let queue: QueuedWindow[] = [];
const listeners = new Set<() => void>();

function readShown(): string[] {
  try {
    const raw = sessionStorage.getItem(SHOWN_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k) => typeof k === "string") : [];
  } catch {
    // Storage refused or garbled: only this page's memory keeps rewards from repeating.
    return [];
  }
}

function markShown(keys: string[]): void {
  try {
    sessionStorage.setItem(
      SHOWN_KEY,
      JSON.stringify([...readShown(), ...keys].slice(-SHOWN_LIMIT)),
    );
  } catch {
    // Nowhere to keep it: a reload may show the reward again, which is harmless.
  }
}

function publish(next: QueuedWindow[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/**
 * Queues windows after any already waiting, skipping rewards this tab has shown or queued. A
 * reward counts as shown once queued, so a reload while it waits does not bring it back.
 */
export function showSystemWindows(windows: QueuedWindow[]): void {
  const seen = new Set([...readShown(), ...queue.map((w) => w.key)]);
  const fresh = windows.filter((w) => {
    if (seen.has(w.key)) return false;
    seen.add(w.key);
    return true;
  });
  if (fresh.length === 0) return;
  onSessionEnd(clearSystemWindows);
  markShown(fresh.map((w) => w.key));
  publish([...queue, ...fresh]);
}

/** The hunter closed the window on screen: the next one, if any, takes its place. */
export function dismissSystemWindow(key: string): void {
  publish(queue.filter((w) => w.key !== key));
}

/** The session ended: windows of the hunter who left are not shown to the next. */
export function clearSystemWindows(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The window to show now (the oldest queued), or null. */
export function useCurrentSystemWindow(): QueuedWindow | null {
  return useSyncExternalStore(
    subscribe,
    () => queue[0] ?? null,
    () => null,
  );
}
