import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/i18n.ts";
import { AccountSettings } from "./account-settings.tsx";
import { LanguagePicker } from "./language-picker.tsx";

/**
 * /settings: the reminders, then the account settings on a screen of their own, above the safety
 * feature's list of blocked hunters (both composed in by app/settings-screen.tsx).
 */
export function SettingsPage({
  reminders,
  blockedHunters,
  apiTokens,
}: {
  reminders: ReactNode;
  blockedHunters: ReactNode;
  /** The access-tokens feature's section (API tokens for other clients). */
  apiTokens?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-100 uppercase">
        {t("nav.settings")}
      </h1>
      <LanguagePicker />
      {reminders}
      <AccountSettings />
      {blockedHunters}
      {apiTokens}
    </div>
  );
}
