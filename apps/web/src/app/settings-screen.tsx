import { SettingsPage } from "../features/accounts/settings-page.tsx";
import { ReminderSettings } from "../features/push/reminder-settings.tsx";
import { BlockedHunters } from "../features/safety/blocked-hunters.tsx";

/** The settings screen with the reminders and the safety feature's list of blocked hunters. */
export function SettingsScreenWithBlocks() {
  return <SettingsPage reminders={<ReminderSettings />} blockedHunters={<BlockedHunters />} />;
}
