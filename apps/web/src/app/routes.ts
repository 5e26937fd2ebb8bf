import type { QueryClient } from "@tanstack/react-query";
import {
  Backpack,
  Castle,
  Dumbbell,
  Info,
  LayoutDashboard,
  type LucideIcon,
  ScrollText,
  Settings,
  Shield,
  Store,
  UserRound,
  Users,
} from "lucide-react";
import { type ComponentType, createElement } from "react";
import { UnreadMessagesBadge } from "../features/messages/unread-messages-badge.tsx";
import { loadHomeMessages, type MessageId } from "../lib/i18n/i18n.ts";
import { type LazyScreen, lazyScreen } from "./lazy-screen.ts";
import type { NavTab, PhoneNav } from "./nav-tabs.tsx";
import { AssessmentScreen } from "./onboarding-screens.ts";
import type { ScreenRead, ScreenReads } from "./screen-reads.ts";

/**
 * What the frame around every signed-in screen shows from the server (the bell's unread count):
 * started as the app opens, with the screen's own reads, and named in every signed-in page.
 */
export const LAYOUT_READS = (reads: ScreenReads): readonly ScreenRead[] => [reads.notifications];

/** An address's parameters (`/user/:userId` gives `userId`), passed to its screen. */
type ScreenParams = Record<string, string | undefined>;

/**
 * One address of the signed-in app. Everything else is derived from this table: the routes
 * (router.tsx), the navigation tabs, what a tab prefetches under the pointer and what the app
 * starts loading as it opens on an address (use-app-opening.ts), and the scripts and reads a
 * signed-in page names for the browser to preload (vite-plugins/route-preloads.ts reads the
 * `import()`s written in each entry, so write a screen's modules here as literal imports;
 * vite-plugins/route-reads.ts runs each entry's `reads` to learn the URLs they fetch).
 */
export interface ScreenRoute {
  /** As wouter matches it; `:name` is a parameter. */
  path: string;
  /** Other addresses that show the same screen. */
  aliases?: readonly string[];
  /** The screen's code, a chunk of its own. */
  screen: LazyScreen<ScreenParams>;
  /** What the screen shows first, started with its code. */
  reads?: (reads: ScreenReads) => readonly ScreenRead[];
  /** Code the screen will soon need, fetched with its own. */
  preloads?: readonly (() => Promise<unknown>)[];
  /**
   * Its tab in the navigation bar, in table order. Below 640 px the tabs marked `bar` form the
   * bottom tab bar (four, with More as the fifth) and the others are in its More sheet.
   */
  tab?: {
    label: MessageId;
    icon: LucideIcon;
    phone: "bar" | "more";
    /** Addresses of other routes that belong to the tab's screen (`:name` matches any part). */
    alsoActiveOn?: readonly string[];
    /** A count drawn on the tab (and on the phone's More when the tab is in its sheet). */
    badge?: ComponentType<{ className?: string }>;
  };
  /** A destination with no tab (the avatar menu has it), also listed in the phone's More sheet. */
  more?: { label: MessageId; icon: LucideIcon };
}

export const ROUTES: readonly ScreenRoute[] = [
  {
    path: "/",
    screen: lazyScreen(
      () => import("./home-screen.tsx").then((m) => m.HomeScreenWithParty),
      loadHomeMessages,
    ),
    reads: (r) => [
      r.activeBattle,
      r.pendingNext,
      r.activeRun,
      r.dailyQuest,
      r.streak,
      r.dungeons,
      r.quests,
      r.leaderboard,
      r.party,
      r.worldEvent,
    ],
    tab: { label: "nav.dashboard", icon: LayoutDashboard, phone: "bar" },
  },
  {
    path: "/inventory",
    screen: lazyScreen(() =>
      import("../features/inventory/inventory-page.tsx").then((m) => m.InventoryPage),
    ),
    reads: (r) => [r.inventory],
    tab: { label: "nav.inventory", icon: Backpack, phone: "bar" },
  },
  {
    path: "/dungeons",
    screen: lazyScreen(() =>
      import("../features/dungeons/dungeons-page.tsx").then((m) => m.DungeonsPage),
    ),
    reads: (r) => [r.dungeons],
    // A battle starts from the list: its screen is in before the first '+1 Rep'.
    preloads: [() => import("../features/battles/battle-page.tsx")],
    tab: { label: "nav.dungeons", icon: Castle, phone: "bar" },
  },
  {
    path: "/quests",
    screen: lazyScreen(() =>
      import("../features/quests/quests-page.tsx").then((m) => m.QuestsPage),
    ),
    reads: (r) => [r.quests, r.dailyQuest],
    tab: {
      label: "nav.quests",
      icon: ScrollText,
      phone: "bar",
      alsoActiveOn: ["/quests/:questId/train/:sectionIndex/:taskIndex"],
    },
  },
  {
    // A quest task that names a count, done as counted sets (docs/game-rules/quests.md).
    path: "/quests/:questId/train/:sectionIndex/:taskIndex",
    screen: lazyScreen(() =>
      import("../features/battles/quest-training-page.tsx").then(
        (m) =>
          function QuestTraining({ questId, sectionIndex, taskIndex }: ScreenParams) {
            return createElement(m.QuestTrainingPage, { questId, sectionIndex, taskIndex });
          },
      ),
    ),
    reads: (r) => [r.quests],
  },
  {
    path: "/shop",
    screen: lazyScreen(() => import("../features/shop/shop-page.tsx").then((m) => m.ShopPage)),
    reads: (r) => [r.shopItems, r.auction],
    tab: { label: "nav.shop", icon: Store, phone: "more" },
  },
  {
    path: "/leaderboard",
    aliases: ["/social"],
    screen: lazyScreen(() => import("./social-screen.tsx").then((m) => m.SocialScreenWithGroups)),
    reads: (r) => [r.leaderboard],
    tab: {
      label: "nav.social",
      icon: Users,
      phone: "more",
      alsoActiveOn: ["/messages", "/messages/:peerId"],
      badge: UnreadMessagesBadge,
    },
  },
  {
    // The Social screen's Messages section (docs/game-rules/messages.md).
    path: "/messages",
    aliases: ["/messages/:peerId"],
    screen: lazyScreen(() =>
      import("./social-screen.tsx").then(
        (m) =>
          function Messages({ peerId }: ScreenParams) {
            return createElement(m.SocialMessagesScreen, { peerId });
          },
      ),
    ),
  },
  {
    path: "/guild",
    screen: lazyScreen(() => import("./guild-screen.tsx").then((m) => m.GuildScreenWithChat)),
    reads: (r) => [r.myGuild],
    tab: { label: "nav.guild", icon: Shield, phone: "more" },
  },
  {
    path: "/battle",
    screen: lazyScreen(() =>
      import("../features/battles/battle-page.tsx").then((m) => m.BattlePage),
    ),
  },
  {
    // The friends panel beside the profile; reminders and account settings in its Settings tab.
    path: "/profile",
    screen: lazyScreen(() =>
      Promise.all([
        import("../features/profiles/profile-page.tsx"),
        import("../features/friends/friends-panel.tsx"),
        import("../features/accounts/account-settings.tsx"),
        import("../features/push/reminder-settings.tsx"),
        import("../features/rest-days/rest-plan-panel.tsx"),
        import("../features/rest-days/training-calendar.tsx"),
      ]).then(
        ([profile, friends, accounts, reminders, restPlan, calendar]) =>
          function ProfileWithFriends() {
            return createElement(profile.ProfilePage, {
              social: createElement(friends.FriendsPanel),
              trainingCalendar: createElement(calendar.TrainingCalendar),
              accountSettings: createElement(
                "div",
                { className: "flex flex-col gap-4" },
                createElement(restPlan.RestPlanPanel),
                createElement(reminders.ReminderSettings),
                createElement(accounts.AccountSettings),
              ),
            });
          },
      ),
    ),
    more: { label: "nav.profile", icon: UserRound },
  },
  {
    path: "/settings",
    screen: lazyScreen(() =>
      import("./settings-screen.tsx").then((m) => m.SettingsScreenWithBlocks),
    ),
    more: { label: "nav.settings", icon: Settings },
  },
  {
    // How each exercise is done (docs/game-rules/exercises.md); quest tasks and the battle's
    // counter link to their exercise's page.
    path: "/exercises",
    aliases: ["/exercises/:exerciseId"],
    screen: lazyScreen(() =>
      import("../features/exercises/exercises-page.tsx").then(
        (m) =>
          function Exercises({ exerciseId }: ScreenParams) {
            return createElement(m.ExercisesPage, { exerciseId });
          },
      ),
    ),
    more: { label: "nav.exerciseGuide", icon: Dumbbell },
  },
  {
    path: "/credits",
    screen: lazyScreen(() =>
      import("../features/credits/credits-page.tsx").then((m) => m.CreditsPage),
    ),
    more: { label: "nav.credits", icon: Info },
  },
  // Also an onboarding step; its page preloads nothing but the layout, as for an unknown address.
  { path: "/assessment", aliases: ["/fitness-assessment"], screen: AssessmentScreen },
  {
    path: "/user/:userId",
    screen: lazyScreen(() =>
      import("./user-profile-screen.tsx").then(
        (m) =>
          function UserProfile({ userId = "" }: ScreenParams) {
            return createElement(m.UserProfileWithInvites, { userId });
          },
      ),
    ),
  },
  {
    path: "/dungeon/:dungeonId",
    screen: lazyScreen(() =>
      import("../features/movement/movement-page.tsx").then(
        (m) =>
          function DungeonRun({ dungeonId = "" }: ScreenParams) {
            return createElement(m.DungeonRunPage, { dungeonId });
          },
      ),
    ),
  },
];

/** Whether `path` is an address of `pattern` (`/user/:userId` takes `/user/42`). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(":") || part === got[i])
  );
}

/** The route that shows `path`, or undefined for an unknown address. */
export function routeForPath(path: string): ScreenRoute | undefined {
  return ROUTES.find((route) =>
    [route.path, ...(route.aliases ?? [])].some((p) => matches(p, path)),
  );
}

/**
 * Starts loading a route's code and its reads, together: when its tab is under the pointer
 * (docs/game-rules/screens.md) and when the app opens on it, so data and code download at once
 * instead of one after the other. `reads` is screen-reads.ts, which the landing page does not
 * load. Resolves when the code is in, or failed to come (offline: retried when the screen is
 * opened, which then shows the failure).
 */
export function prefetchRoute(
  client: QueryClient,
  route: ScreenRoute,
  reads: ScreenReads | Promise<ScreenReads>,
): Promise<unknown> {
  const pick = route.reads;
  if (pick) {
    void Promise.resolve(reads).then((all) => {
      for (const read of pick(all)) void read(client);
    });
  }
  for (const preload of route.preloads ?? []) preload().catch(() => undefined);
  return route.screen.preload().catch(() => undefined);
}

function navTab(
  route: ScreenRoute,
  {
    label,
    icon,
    alsoActiveOn = [],
    badge,
  }: {
    label: MessageId;
    icon: LucideIcon;
    alsoActiveOn?: readonly string[];
    badge?: ComponentType<{ className?: string }>;
  },
): NavTab {
  return {
    href: route.path,
    label,
    icon,
    alsoActiveOn: [...(route.aliases ?? []), ...alsoActiveOn],
    ...(badge ? { badge } : {}),
    prefetch: (client: QueryClient, reads: ScreenReads) => void prefetchRoute(client, route, reads),
  };
}

/** The navigation bar's tabs (on a desktop, and from 640 px). */
export const NAV_TABS: readonly NavTab[] = ROUTES.flatMap((route) =>
  route.tab ? [navTab(route, route.tab)] : [],
);

/**
 * Below 640 px: the bottom tab bar's tabs, and what its More sheet lists (the other tabs, then
 * the destinations without a tab).
 */
export const PHONE_NAV: PhoneNav = {
  bar: ROUTES.flatMap((route) => (route.tab?.phone === "bar" ? [navTab(route, route.tab)] : [])),
  more: [
    ...ROUTES.flatMap((route) => (route.tab?.phone === "more" ? [navTab(route, route.tab)] : [])),
    ...ROUTES.flatMap((route) => (route.more ? [navTab(route, route.more)] : [])),
  ],
};
