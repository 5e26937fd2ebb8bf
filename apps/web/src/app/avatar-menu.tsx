import { Info, LogOut, Settings, ShieldOff, User as UserIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useLocation } from "wouter";
import type { DeferredControlProps } from "../components/deferred-control.tsx";
import { HunterAvatar } from "../components/hunter-avatar.tsx";
import { useLogout, useUser } from "../features/auth/api.ts";
import { BLOCKED_HUNTERS_PATH } from "../features/safety/api.ts";
import { useT } from "../lib/i18n/i18n.ts";
import { avatarTriggerClasses } from "./avatar-menu-stand-in.tsx";

const itemClasses =
  "flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm max-sm:min-h-11 text-slate-100 outline-none data-[highlighted]:bg-sky-500/20 data-[highlighted]:text-sky-50";

/** The avatar button: Profile, Settings, Muted & Blocked (Settings' list), Credits and Logout. */
export function AvatarMenu({ initiallyOpen = false }: DeferredControlProps) {
  const t = useT();
  const { data: user } = useUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  if (!user) return null;

  return (
    <DropdownMenu.Root defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger aria-label={t("nav.accountMenu")} className={avatarTriggerClasses}>
        <HunterAvatar user={user} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="system-panel z-50 min-w-44 p-1">
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-slate-400">
            {user.hunterName}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/profile")}>
            <UserIcon aria-hidden="true" className="size-4" />
            {t("nav.profile")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/settings")}>
            <Settings aria-hidden="true" className="size-4" />
            {t("nav.settings")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => navigate(BLOCKED_HUNTERS_PATH)}
          >
            <ShieldOff aria-hidden="true" className="size-4" />
            {t("nav.mutedBlocked")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate("/credits")}>
            <Info aria-hidden="true" className="size-4" />
            {t("nav.credits")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t("nav.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
