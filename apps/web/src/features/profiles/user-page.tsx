import type { ReactNode } from "react";
import { Link } from "wouter";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { countOf, formatNumber } from "../../lib/format.ts";
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

/** The one friend button: Add Friend, Request Pending (or Accept when they asked), Unfriend. */
function FriendButton({ userId, name }: { userId: string; name: string }) {
  const status = useFriendStatus(userId);
  const request = useSendFriendRequest();
  const accept = useAcceptFriend();
  const unfriend = useUnfriend();
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
              toast({ title: "Friend Removed", description: `${name} is no longer your friend.` }),
            onError: (e) => toastFailure("Failed to Remove Friend", e, "Failed to Remove Friend"),
            onSettled: close,
          })
        }
      >
        Unfriend
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
              toast({ title: "Friend Added", description: `${name} is your friend now.` }),
            onError: (e) => toastFailure("Failed to Accept Request", e, "Failed to Accept Request"),
          })
        }
      >
        Accept Friend Request
      </Button>
    );
  }
  if (requestPending) {
    return (
      <Button variant="secondary" disabled>
        Request Pending
      </Button>
    );
  }
  return (
    <Button
      disabled={request.isPending}
      onClick={() =>
        request.mutate(userId, {
          onSuccess: (reply) => toast({ title: "Friend Request Sent", description: reply.message }),
          onError: (e) => toastFailure("Failed to Send Request", e, "Failed to Send Request"),
        })
      }
    >
      Add Friend
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
  if (profile.isPending) return <ScreenLoading>Loading hunter...</ScreenLoading>;
  if (profile.isError) {
    return (
      <Panel className="flex flex-col gap-3">
        <h1 className="glow-text text-xl font-bold text-sky-50">Hunter Not Found</h1>
        <p className="text-slate-300">The requested hunter profile could not be found.</p>
        <Link href="/" className="text-sky-200 underline">
          Back home
        </Link>
      </Panel>
    );
  }
  const hunter = profile.data;
  const isMe = me?.id === hunter.id;
  // Left out of the reply when either hunter blocked the other (docs/game-rules/social.md).
  const presence =
    hunter.presence &&
    { "in-dungeon": "In a dungeon", online: "Online", offline: "Offline" }[hunter.presence];
  return (
    <div className="flex flex-col gap-5">
      <Panel className="flex flex-wrap items-center gap-4">
        <HunterAvatar user={hunter} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="glow-text truncate text-2xl font-bold tracking-wide text-sky-50">
            {hunter.hunterName}
          </h1>
          <p className="text-sm text-slate-300">
            Rank <span className={rankTextTone(hunter.rank)}>{hunter.rank}</span> · Level{" "}
            {hunter.level}
            {hunter.userClass ? ` · ${hunter.userClass}` : ""}
            {hunter.currentTitle !== "None" ? ` · ${hunter.currentTitle}` : ""}
          </p>
          <p className="text-xs text-slate-400">
            {presence ? `${presence} · ` : ""}
            {formatNumber(hunter.totalXP)} total XP · {countOf(hunter.dungeonsCleared, "dungeon")} ·{" "}
            {countOf(hunter.questsCompleted, "quest")}
          </p>
        </div>
        {isMe ? (
          <Link href="/profile" className="text-sky-200 underline">
            Edit your profile
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
        <PanelHeading>Stats</PanelHeading>
        <div className="mt-3">
          <StatGrid hunter={hunter} />
        </div>
      </Panel>
      <Panel>
        <PanelHeading>Achievements</PanelHeading>
        <div className="mt-3">
          <AchievementList achievements={hunter.achievements} />
        </div>
      </Panel>
    </div>
  );
}
