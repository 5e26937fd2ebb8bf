import type { ClientEventType } from "@repgate/contracts/events";
import type { QueryKey } from "@tanstack/react-query";
import { sessionsQueryKey } from "../../features/accounts/api.ts";
import { userQueryKey } from "../../features/auth/api.ts";
import {
  activeBattleQueryKey,
  partyRosterQueryKey,
  pendingNextQueryKey,
} from "../../features/battles/api.ts";
import { controllerStatusQueryKey } from "../../features/battles/phone-controller/api.ts";
import { chatQueryKey } from "../../features/chat/api.ts";
import {
  friendRequestsQueryKey,
  friendStatusQueryKey,
  friendsQueryKey,
} from "../../features/friends/api.ts";
import {
  availableGuildsQueryKey,
  guildBansQueryKey,
  guildPermissionsQueryKey,
  myGuildQueryKey,
} from "../../features/guilds/api.ts";
import { equipmentQueryKey, inventoryQueryKey } from "../../features/inventory/api.ts";
import {
  monthlyStatisticsQueryOptions,
  periodBoardQueryKey,
} from "../../features/leaderboard/api.ts";
import { messagesQueryKey } from "../../features/messages/api.ts";
import { activeRunQueryKey } from "../../features/movement/api.ts";
import { notificationsQueryKey } from "../../features/notifications/api.ts";
import { partyPermissionsQueryKey, partyQueryKey } from "../../features/parties/api.ts";
import { myAchievementsQueryKey, publicProfilesQueryKey } from "../../features/profiles/api.ts";
import { dailyQuestQueryKey, energyQueryKey, questsQueryKey } from "../../features/quests/api.ts";
import { restDaysQueryKey, streakQueryKey } from "../../features/rest-days/api.ts";
import { blocksQueryKey } from "../../features/safety/api.ts";
import { watchLinkQueryKey } from "../../features/watching/api.ts";
import {
  contributorsQueryKey,
  currentWorldEventQueryKey,
} from "../../features/world-events/api.ts";

/**
 * What each event a socket hears makes stale. Typed over every event a browser can receive,
 * so an event added to the contract does not compile until it says what it refreshes. Stale
 * queries on screen refetch at once; the others when next shown.
 */
export const EVENT_QUERY_KEYS: Record<ClientEventType, readonly QueryKey[]> = {
  // A Gate Break opened, fell, closed or paid: the home's card and its contributors read again.
  worldEventChanged: [currentWorldEventQueryKey, contributorsQueryKey],
  // The reward window opens from the event itself (use-gate-break-windows.ts); the hunter's XP
  // and gold arrive by the payment's hunterChanged and walletChanged.
  worldBossRewarded: [],
  // An unlocked achievement arrives as a notification: the achievements tab reads again.
  notificationCreated: [notificationsQueryKey, myAchievementsQueryKey],
  notificationsChanged: [notificationsQueryKey],
  directMessagesChanged: [messagesQueryKey],
  walletChanged: [userQueryKey, energyQueryKey],
  // Joining, leaving or being kicked from a guild changes the hunter (guildId).
  hunterChanged: [userQueryKey, equipmentQueryKey, myGuildQueryKey, guildPermissionsQueryKey],
  // Its System windows open from the event itself (lib/reward-windows.ts); the achievements
  // and titles it names are read again by the notificationCreated and hunterChanged beside it.
  hunterUnlocked: [],
  hunterLeveledUp: [],
  inventoryChanged: [inventoryQueryKey, equipmentQueryKey],
  // A rest day planned or cancelled on another device, or a daily completed (the streak).
  questsChanged: [questsQueryKey, dailyQuestQueryKey, restDaysQueryKey, streakQueryKey],
  runChanged: [activeBattleQueryKey, pendingNextQueryKey, activeRunQueryKey],
  friendsChanged: [friendsQueryKey, friendRequestsQueryKey, friendStatusQueryKey],
  // The chat panel appends the message the frame carries; reading again is its fallback.
  newMessage: [],
  // Muting or unmuting someone changes which messages the server sends in every chat.
  blocksChanged: [
    blocksQueryKey,
    chatQueryKey("regional"),
    chatQueryKey("party"),
    chatQueryKey("guild"),
  ],
  // The guild chat drops the message itself (chat-panel.tsx).
  chatMessageDeleted: [],
  // The chat panel rewrites the author's messages it holds (showAuthorDeleted).
  chatAuthorDeleted: [],
  // Guild-wide news reaches every member (the guild: room); the guild screen reads again.
  guildAnnouncementSent: [myGuildQueryKey],
  guildDetailsChanged: [myGuildQueryKey],
  // A rank's powers, or a member's rank, decide what the guild screen offers its members.
  guildRanksChanged: [myGuildQueryKey, guildPermissionsQueryKey],
  // A kick writes a ban and an unban lifts one: the Bans section reads again. A hunter who
  // joined is in a guild now: an open profile stops offering them "Invite to Guild".
  guildMembersChanged: [
    myGuildQueryKey,
    guildPermissionsQueryKey,
    guildBansQueryKey,
    publicProfilesQueryKey,
  ],
  partyChanged: [partyQueryKey, partyPermissionsQueryKey],
  // A hit, a member's HP, a member fled, fell or joined: the battle, its roster and the
  // party panel's HP (the battle's figure) read again.
  partyBattleChanged: [activeBattleQueryKey, partyRosterQueryKey, partyQueryKey],
  // The hunter is in the party's battle now (use-party-run-follow.ts takes them there).
  partyRunStarted: [activeBattleQueryKey, userQueryKey, partyQueryKey],
  sessionsChanged: [sessionsQueryKey],
  // The fighter's "N watching" reads again.
  watchersChanged: [watchLinkQueryKey],
  // The phone controller came, dropped or ended: the big screen says so at once.
  controllerChanged: [controllerStatusQueryKey],
  // A new week or month: that period's board starts empty, whatever rank or search it shows,
  // and a new month's statistics start from zero. The all-time board does not change.
  // A guild founded or dissolved: an open "Join a Guild" list reads again.
  guildListChanged: [availableGuildsQueryKey],
  leaderboardRolledOver: [
    periodBoardQueryKey("weekly"),
    periodBoardQueryKey("monthly"),
    monthlyStatisticsQueryOptions.queryKey,
  ],
};
