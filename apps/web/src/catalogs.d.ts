/** A compiled message catalogue (apps/web/vite-plugins/compile-catalogs.ts). */
declare module "virtual:catalog/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
