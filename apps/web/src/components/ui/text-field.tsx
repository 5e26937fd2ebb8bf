import { type ComponentProps, useId } from "react";
import { cx } from "../../lib/cx.ts";

// On a phone a field is at least 44 px high, as every target (a minimum, so a textarea still grows).
export const inputClasses = cx(
  "h-10 w-full rounded-md max-sm:min-h-11 border border-slate-600 bg-slate-950/70 px-3 text-base text-slate-50",
  "placeholder:text-slate-400 hover:border-sky-500 focus-visible:border-sky-400 sm:text-sm",
);

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  hint?: string;
}

/** A labelled input; the label is a real <label> so the field is found by its name. */
export function TextField({ label, hint, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={inputId}
        aria-describedby={hintId}
        className={cx(inputClasses, className)}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
