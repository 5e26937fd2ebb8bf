import { SettingsPage } from "../features/accounts/settings-page.tsx";
import { BlockedHunters } from "../features/safety/blocked-hunters.tsx";

/** The settings screen with the safety feature's list of blocked hunters. */
export function SettingsScreenWithBlocks() {
  return <SettingsPage blockedHunters={<BlockedHunters />} />;
}
