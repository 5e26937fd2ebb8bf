import { HUNTER_NAME_MAX, HUNTER_NAME_TOO_LONG } from "@repgate/contracts/auth";
import type { ComponentProps } from "react";
import { TextField } from "./ui/text-field.tsx";

/** Whether `name` fits the server's limit (counted as the server does: trimmed, in UTF-16 units). */
export function hunterNameFits(name: string): boolean {
  return name.trim().length <= HUNTER_NAME_MAX;
}

interface HunterNameFieldProps extends Omit<ComponentProps<"input">, "value" | "maxLength"> {
  label: string;
  value: string;
}

/**
 * Where a hunter name is typed (sign-up, profile). No maxLength: a browser would cut a longer
 * pasted name without a word. A live count says how much room is left, and past the limit
 * the server's own message shows at once.
 */
export function HunterNameField({ label, value, ...props }: HunterNameFieldProps) {
  const length = value.trim().length;
  const fits = length <= HUNTER_NAME_MAX;
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={label}
        value={value}
        aria-invalid={fits ? undefined : true}
        hint={`${length} / ${HUNTER_NAME_MAX} characters`}
        {...props}
      />
      {fits ? null : (
        <p role="alert" className="text-xs text-red-300">
          {HUNTER_NAME_TOO_LONG}
        </p>
      )}
    </div>
  );
}
