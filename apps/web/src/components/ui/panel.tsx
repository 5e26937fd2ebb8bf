import type { ComponentProps } from "react";
import { cx } from "../../lib/cx.ts";

/** A glowing System window. */
export function Panel({ className, ...props }: ComponentProps<"section">) {
  return <section className={cx("system-panel p-4 sm:p-5", className)} {...props} />;
}

export function PanelHeading({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cx("system-heading", className)} {...props} />;
}
