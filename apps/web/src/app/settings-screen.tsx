import { AccessTokensPanel } from "../features/access-tokens/access-tokens-panel.tsx";
import { SettingsPage } from "../features/accounts/settings-page.tsx";
import { ReminderSettings } from "../features/push/reminder-settings.tsx";
import { BlockedHunters } from "../features/safety/blocked-hunters.tsx";

/** The settings screen with the reminders, the safety feature's blocked hunters and API tokens. */
export function SettingsScreenWithBlocks() {
  return (
    <SettingsPage
      reminders={<ReminderSettings />}
      blockedHunters={<BlockedHunters />}
      apiTokens={<AccessTokensPanel />}
    />
  );
}
