import { CircleCheck } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cx } from "../../lib/cx.ts";

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  /** A picture before the title (decoration: the title names the choice). */
  picture?: ReactNode;
  /** Extra text; it describes the radio without becoming part of its name. */
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * A native radio button drawn as a selectable card; arrow keys move within its group. The
 * invisible input covers the whole card, so a click anywhere lands on the radio itself.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  title,
  picture,
  description,
  disabled,
}: ChoiceCardProps) {
  const descriptionId = useId();
  return (
    <label
      className={cx(
        "relative flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-300",
        checked
          ? "border-sky-300 bg-sky-500/20 shadow-[0_0_18px_rgb(56_189_248/0.55)]"
          : "border-slate-600 bg-slate-950/50 hover:border-sky-500",
        disabled && "cursor-not-allowed opacity-50",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-describedby={description ? descriptionId : undefined}
        className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      <span className="flex items-center justify-between gap-2 font-semibold text-slate-50">
        <span className="flex items-center gap-2">
          {picture}
          {title}
        </span>
        {checked ? <CircleCheck aria-hidden="true" className="size-5 text-sky-300" /> : null}
      </span>
      {description ? (
        <span id={descriptionId} aria-hidden="true" className="text-sm text-slate-300">
          {description}
        </span>
      ) : null}
    </label>
  );
}
