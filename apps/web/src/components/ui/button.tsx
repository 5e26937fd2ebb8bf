import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "../../lib/cx.ts";

const VARIANTS = {
  primary:
    "border border-sky-400 bg-sky-500/15 text-sky-50 shadow-[0_0_14px_rgb(56_189_248/0.35)] hover:bg-sky-500/30",
  secondary: "border border-slate-500 bg-slate-900/60 text-slate-100 hover:border-sky-400",
  ghost: "text-slate-200 hover:bg-sky-500/10 hover:text-sky-100",
  destructive: "border border-red-400 bg-red-500/15 text-red-50 hover:bg-red-500/30",
} as const;

// On a phone every target is at least 44 px (WCAG 2.5.5), thumbs being what they are.
const SIZES = {
  sm: "h-8 px-3 text-sm max-sm:h-11",
  md: "h-10 px-4 text-sm max-sm:h-11",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10 max-sm:size-11",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof SIZES = "md") {
  return cx(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold tracking-wide",
    "transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cx(buttonClasses(variant, size), className)} {...props} />;
  }
  return (
    <button
      type={type ?? "button"}
      className={cx(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
