import type { PublicProfile } from "@repgate/contracts/profiles";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useUser } from "../auth/api.ts";
import {
  unfriendQuestion,
  useAcceptFriend,
  useFriendStatus,
  useSendFriendRequest,
  useUnfriend,
} from "../friends/api.ts";
import { usePublicProfile } from "./api.ts";
import { AchievementList, StatGrid } from "./profile-parts.tsx";

const PRESENCE: Record<NonNullable<PublicProfile["presence"]>, MessageId> = {
  "in-dungeon": "profile.presence.inDungeon",
  online: "friends.presence.online",
  offline: "friends.presence.offline",
};

/** The one friend button: Add Friend, Request Pending (or Accept when they asked), Unfriend. */
function FriendButton({ userId, name }: { userId: string; name: string }) {
  const status = useFriendStatus(userId);
  const request = useSendFriendRequest();
  const accept = useAcceptFriend();
  const unfriend = useUnfriend();
  const t = useT();
  if (!status.data) return null;
  const { areFriends, requestPending, requestReceived, friendshipId } = status.data;
  if (areFriends) {
    return (
      <ConfirmButton
        variant="secondary"
        {...unfriendQuestion(name)}
        pending={unfriend.isPending}
        onConfirm={(close) =>
          unfriend.mutate(userId, {
            onSuccess: () =>
              toast({
                title: t("profile.friend.removed"),
                description: t("profile.friend.removedText", { name }),
              }),
            onError: (e) =>
              toastFailure(t("friends.unfriend.failed"), e, t("friends.unfriend.failed")),
            onSettled: close,
          })
        }
      >
        {t("friends.unfriend")}
      </ConfirmButton>
    );
  }
  if (requestPending && requestReceived && friendshipId) {
    return (
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(friendshipId, {
            onSuccess: () =>
              toast({ title: t("friends.added"), description: t("friends.accepted", { name }) }),
            onError: (e) => toastFailure(t("friends.accept.failed"), e, t("friends.accept.failed")),
          })
        }
      >
        {t("profile.friend.accept")}
      </Button>
    );
  }
  if (requestPending) {
    return (
      <Button variant="secondary" disabled>
        {t("profile.friend.pending")}
      </Button>
    );
  }
  return (
    <Button
      disabled={request.isPending}
      onClick={() =>
        request.mutate(userId, {
          onSuccess: (reply) => toast({ title: t("friends.add.sent"), description: reply.message }),
          onError: (e) => toastFailure(t("friends.add.failed"), e, t("friends.add.failed")),
        })
      }
    >
      {t("friends.add")}
    </Button>
  );
}

export interface UserProfilePageProps {
  userId: string;
  /**
   * Other features' buttons beside the friend button: party and guild invites (their features
   * decide when they show: docs/game-rules/screens.md) and block, composed in app/user-profile-screen.tsx.
   */
  hunterActions?: (target: {
    userId: string;
    name: string;
    inParty: boolean;
    inGuild: boolean;
  }) => ReactNode;
  /**
   * The viewer muted or blocked this hunter: no Add Friend (or any friend button); the invites
   * are left out of `hunterActions` by the composer, which offers Unmute or Unblock instead.
   */
  hideFriendButton?: boolean;
}

/** /user/:userId: another hunter's stats and achievements, with the friend and invite buttons. */
export function UserProfilePage({
  userId,
  hunterActions,
  hideFriendButton = false,
}: UserProfilePageProps) {
  const { data: me } = useUser();
  const profile = usePublicProfile(userId);
  const t = useT();
  const tt = useTableText();
  if (profile.isPending) return <ScreenLoading>{t("profile.loadingHunter")}</ScreenLoading>;
  if (profile.isError) {
    return (
      <Panel className="flex flex-col gap-3">
        <h1 className="glow-text text-xl font-bold text-sky-50">{t("profile.notFound")}</h1>
        <p className="text-slate-300">{t("profile.notFoundText")}</p>
        <Link href="/" className="text-sky-200 underline">
          {t("profile.backHome")}
        </Link>
      </Panel>
    );
  }
  const hunter = profile.data;
  const isMe = me?.id === hunter.id;
  // Left out of the reply when either hunter blocked the other (docs/game-rules/social.md).
  const presence = hunter.presence && t(PRESENCE[hunter.presence]);
  return (
    <div className="flex flex-col gap-5">
      <Panel className="flex flex-wrap items-center gap-4">
        <HunterAvatar user={hunter} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="glow-text truncate text-2xl font-bold tracking-wide text-sky-50">
            {hunter.hunterName}
          </h1>
          <p className="text-sm text-slate-300">
            {richText("profile.rankLevel", {
              rank: <span className={rankTextTone(hunter.rank)}>{hunter.rank}</span>,
              level: hunter.level,
            })}
            {hunter.userClass ? ` · ${tt(hunter.userClass)}` : ""}
            {hunter.currentTitle !== "None" ? ` · ${tt(hunter.currentTitle)}` : ""}
          </p>
          <p className="text-xs text-slate-400">
            {presence ? `${presence} · ` : ""}
            {t("profile.totals", {
              xp: formatNumber(hunter.totalXP),
              dungeons: hunter.dungeonsCleared,
              quests: hunter.questsCompleted,
            })}
          </p>
        </div>
        {isMe ? (
          <Link href="/profile" className="text-sky-200 underline">
            {t("profile.editYours")}
          </Link>
        ) : (
          <div className="flex flex-wrap gap-2">
            {hideFriendButton ? null : <FriendButton userId={hunter.id} name={hunter.hunterName} />}
            {hunterActions?.({
              userId: hunter.id,
              name: hunter.hunterName,
              // Unknown (a block either way) offers no invite: the server would refuse it.
              inParty: hunter.inParty ?? true,
              inGuild: hunter.inGuild ?? true,
            })}
          </div>
        )}
      </Panel>
      <Panel>
        <PanelHeading>{t("profile.stats")}</PanelHeading>
        <div className="mt-3">
          <StatGrid hunter={hunter} />
        </div>
      </Panel>
      <Panel>
        <PanelHeading>{t("profile.achievements")}</PanelHeading>
        <div className="mt-3">
          <AchievementList achievements={hunter.achievements} />
        </div>
      </Panel>
    </div>
  );
}
