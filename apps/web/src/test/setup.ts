import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { activateLanguage } from "../lib/i18n/i18n.ts";
import { clearSystemWindows } from "../lib/system-windows.ts";

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The files of a worker share one document (isolate: false in vitest.config.ts): what a portal
  // left in the body (a toast's announcement, waiting for its timer) and what a test stored must
  // not reach the next test.
  document.body.replaceChildren();
  resetToasts();
  clearSystemWindows();
  sessionStorage.clear();
  localStorage.clear();
  // A test that switched language leaves the next one in English, as the tests read it.
  void activateLanguage("en");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});
