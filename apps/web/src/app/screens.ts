import { createElement } from "react";
import { loadBattlePage } from "../features/battles/load-battle-page.ts";
import { lazyScreen } from "./lazy-screen.ts";

// Each signed-in screen and each onboarding step is a chunk of its own, so a visitor downloads
// only the code of what they look at (docs/decisions/008-compression-and-code-splitting.md).

export const SignedInLayout = lazyScreen(() => import("./layout.tsx").then((m) => m.AppLayout));
export const HomeScreen = lazyScreen(() =>
  import("./home-screen.tsx").then((m) => m.HomeScreenWithParty),
);
export const DungeonsScreen = lazyScreen(() =>
  import("../features/dungeons/dungeons-page.tsx").then((m) => m.DungeonsPage),
);
export const BattleScreen = lazyScreen(() => loadBattlePage().then((m) => m.BattlePage));
export const QuestsScreen = lazyScreen(() =>
  import("../features/quests/quests-page.tsx").then((m) => m.QuestsPage),
);
export const InventoryScreen = lazyScreen(() =>
  import("../features/inventory/inventory-page.tsx").then((m) => m.InventoryPage),
);
export const ShopScreen = lazyScreen(() =>
  import("../features/shop/shop-page.tsx").then((m) => m.ShopPage),
);
export const SettingsScreen = lazyScreen(() =>
  import("../features/accounts/settings-page.tsx").then((m) => m.SettingsPage),
);
export const GuildScreen = lazyScreen(() =>
  import("../features/guild/guild-page.tsx").then((m) => m.GuildPage),
);
export const DungeonRunScreen = lazyScreen(() =>
  import("../features/movement/movement-page.tsx").then((m) => m.DungeonRunPage),
);
/** /profile, with the friends panel beside it and the account settings in its Settings tab. */
export const ProfileScreen = lazyScreen(() =>
  Promise.all([
    import("../features/profile/profile-page.tsx"),
    import("../features/friends/friends-panel.tsx"),
    import("../features/accounts/account-settings.tsx"),
  ]).then(
    ([profile, friends, accounts]) =>
      function ProfileWithFriends() {
        return createElement(profile.ProfilePage, {
          social: createElement(friends.FriendsPanel),
          accountSettings: createElement(accounts.AccountSettings),
        });
      },
  ),
);
export const UserProfileScreen = lazyScreen(() =>
  import("./user-profile-screen.tsx").then((m) => m.UserProfileWithInvites),
);
export const SocialScreen = lazyScreen(() =>
  import("./social-screen.tsx").then((m) => m.SocialScreenWithGroups),
);
export const ResetPasswordScreen = lazyScreen(() =>
  import("../features/accounts/reset-password-screen.tsx").then((m) => m.ResetPasswordScreen),
);
export const NotFoundScreen = lazyScreen(() =>
  import("../features/not-found/not-found-page.tsx").then((m) => m.NotFoundPage),
);
export const OnboardingShellScreen = lazyScreen(() =>
  import("../features/onboarding/onboarding-shell.tsx").then((m) => m.OnboardingShell),
);
export const PlayerAcceptanceScreen = lazyScreen(() =>
  import("../features/onboarding/player-acceptance.tsx").then((m) => m.PlayerAcceptance),
);
export const AssessmentScreen = lazyScreen(() =>
  import("../features/onboarding/assessment-wizard.tsx").then((m) => m.AssessmentWizard),
);
export const ProfileCompletionScreen = lazyScreen(() =>
  import("../features/onboarding/profile-completion.tsx").then((m) => m.ProfileCompletion),
);

/**
 * The screen a signed-in path shows, so its chunk can load alongside the layout's instead of
 * after it (a waterfall of two round trips on a phone).
 */
export function screenForPath(path: string): { preload(): Promise<unknown> } {
  if (path.startsWith("/dungeon/")) return DungeonRunScreen;
  if (path.startsWith("/user/")) return UserProfileScreen;
  const screens: Record<string, { preload(): Promise<unknown> }> = {
    "/": HomeScreen,
    "/dungeons": DungeonsScreen,
    "/battle": BattleScreen,
    "/quests": QuestsScreen,
    "/inventory": InventoryScreen,
    "/shop": ShopScreen,
    "/profile": ProfileScreen,
    "/leaderboard": SocialScreen,
    "/social": SocialScreen,
    "/settings": SettingsScreen,
    "/guild": GuildScreen,
    "/assessment": AssessmentScreen,
    "/fitness-assessment": AssessmentScreen,
  };
  return screens[path] ?? NotFoundScreen;
}
