import type { Notification } from "@repgate/contracts/notifications";
import type { NotificationResolution } from "@repgate/game/rules/notifications";
import { Ban, Check, Clock, X } from "lucide-react";
import type { ComponentType } from "react";
import { cx } from "../../lib/cx.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";

const RESOLUTIONS: Record<
  NotificationResolution,
  {
    label: MessageId;
    icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
    tone: string;
  }
> = {
  accepted: { label: "bell.accepted", icon: Check, tone: "text-emerald-300" },
  confirmed: { label: "bell.confirmed", icon: Check, tone: "text-emerald-300" },
  declined: { label: "bell.declined", icon: X, tone: "text-slate-300" },
  expired: { label: "bell.expired", icon: Clock, tone: "text-amber-200" },
  cancelled: { label: "bell.cancelled", icon: Ban, tone: "text-slate-300" },
};

/**
 * What became of a notification that asked for an answer, shown where its buttons were: it was
 * answered (here, on another device or screen), ran out, or lost its reason.
 */
export function NotificationResolutionNote({
  resolution,
}: {
  resolution: NonNullable<Notification["resolution"]>;
}) {
  const t = useT();
  const { label, icon: Icon, tone } = RESOLUTIONS[resolution];
  return (
    <p
      data-testid="notification-resolution"
      className={cx("mt-2 flex items-center gap-1 text-sm font-semibold", tone)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(label)}
    </p>
  );
}
