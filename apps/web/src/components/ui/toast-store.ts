import { useSyncExternalStore } from "react";
import { serverMessageOr } from "../../lib/api-client.ts";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds on screen; the provider's default is 5 s. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** Only one toast is visible at a time: a new one replaces whatever is showing. */
const TOAST_LIMIT = 1;

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  nextId += 1;
  publish([{ ...input, id: nextId, open: true }, ...items].slice(0, TOAST_LIMIT));
  return nextId;
}

/**
 * Shows `input` `delayMs` after toast `id`, in its place, unless another toast has been shown
 * since: a follow-up must not cover what happened in between (a log-out and log-in, an error).
 */
export function toastAfter(id: number, delayMs: number, input: ToastInput): void {
  const timer = setTimeout(() => {
    followUps.delete(timer);
    if (nextId === id) toast(input);
  }, delayMs);
  followUps.add(timer);
}

/** Follow-ups not shown yet (toastAfter), so that a session's end can cancel them. */
const followUps = new Set<ReturnType<typeof setTimeout>>();

/**
 * The session ended (the hunter logged out): its toasts go with it, and so do the follow-ups
 * still waiting, so "Awakening Complete!" never greets the landing page.
 */
export function endSessionToasts(): void {
  for (const timer of followUps) clearTimeout(timer);
  followUps.clear();
  publish([]);
}

/** Starts closing a toast (Radix plays its exit), then forgets it. */
export function dismissToast(id: number) {
  publish(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => publish(items.filter((item) => item.id !== id)), 300);
}

/** Test helper: forget every toast. */
export function resetToasts() {
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => items);
}

/** A destructive toast that shows the server's message, or `fallback` when it sent none. */
export function toastFailure(title: string, error: unknown, fallback: string): number {
  return toast({ title, description: serverMessageOr(error, fallback), variant: "destructive" });
}
