import { Progress as RadixProgress } from "radix-ui";
import { cx } from "../../lib/cx.ts";

interface ProgressProps {
  value: number;
  max?: number;
  label: string;
  /** Tailwind classes for the filled part. */
  barClassName?: string;
  className?: string;
}

/** A labelled progress bar; the value is clamped into 0..max. */
export function Progress({ value, max = 100, label, barClassName, className }: ProgressProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, value));
  const percent = (clamped / safeMax) * 100;
  return (
    <RadixProgress.Root
      value={clamped}
      max={safeMax}
      aria-label={label}
      className={cx("relative h-2.5 w-full overflow-hidden rounded-full bg-slate-800", className)}
    >
      <RadixProgress.Indicator
        className={cx(
          "h-full w-full transition-transform duration-300",
          barClassName ?? "bg-sky-400 shadow-[0_0_10px_rgb(56_189_248/0.8)]",
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </RadixProgress.Root>
  );
}
