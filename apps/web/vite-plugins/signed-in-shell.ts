/** Loaded by every signed-in screen as the app opens: the layout, its reads, the live socket. */
export const SIGNED_IN_SHELL = [
  "src/app/layout.tsx",
  "src/app/screen-reads.ts",
  "src/app/realtime/apply-server-message.ts",
  "src/lib/realtime-socket.ts",
];

/** The signed-in home's screen, which needs no English beyond the home's (decision 050). */
export const HOME_SCREEN = "src/app/home-screen.tsx";
