import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { cx } from "../../lib/cx.ts";
import { inputClasses } from "./text-field.tsx";

interface PasswordFieldProps extends Omit<ComponentProps<"input">, "type"> {
  label: string;
}

/**
 * A password input with a show/hide toggle. The toggle is named by visually hidden text rather
 * than aria-label, so looking the field up by the label "Password" finds only the input.
 */
export function PasswordField({ label, id, className, ...props }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          className={cx(inputClasses, "pr-11", className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-300 hover:text-sky-200"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          <span className="sr-only">{visible ? "Hide password" : "Show password"}</span>
        </button>
      </div>
    </div>
  );
}
