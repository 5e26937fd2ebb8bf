import { HunterAvatar } from "../components/hunter-avatar.tsx";
import { useUser } from "../features/auth/api.ts";
import { useT } from "../lib/i18n/i18n.ts";

export const avatarTriggerClasses =
  "inline-flex items-center justify-center rounded-full p-1 hover:bg-sky-500/10 max-sm:size-11";

/**
 * The avatar button as it looks closed, while the menu's code has not been asked for
 * (components/deferred-control.tsx).
 */
export function AvatarMenuStandIn() {
  const t = useT();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t("nav.accountMenu")}
      className={avatarTriggerClasses}
    >
      <HunterAvatar user={user} size="sm" />
    </button>
  );
}
