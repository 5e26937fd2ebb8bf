import type { Friend } from "@repgate/contracts/friends";
import { MessageSquare, UserMinus, UserPlus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { isApiStatus } from "../../lib/api-client.ts";
import { cx } from "../../lib/cx.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import {
  unfriendQuestion,
  useAcceptFriend,
  useAddFriendByName,
  useDeclineFriend,
  useFriendRequests,
  useFriends,
  useUnfriend,
} from "./api.ts";

const PRESENCE_LABEL: Record<Friend["presence"], MessageId> = {
  "in-dungeon": "friends.presence.inDungeon",
  online: "friends.presence.online",
  offline: "friends.presence.offline",
};
const PRESENCE_DOT = {
  "in-dungeon": "bg-violet-400",
  online: "bg-emerald-400",
  offline: "bg-slate-500",
};

function PresenceBadge({ presence }: { presence: Friend["presence"] }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-300">
      <span aria-hidden="true" className={cx("size-2 rounded-full", PRESENCE_DOT[presence])} />
      {t(PRESENCE_LABEL[presence])}
    </span>
  );
}

function AddFriendDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [name, setName] = useState("");
  const add = useAddFriendByName();
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    const username = name.trim();
    if (!username) {
      toast({
        title: t("common.validationError"),
        description: t("friends.add.noName"),
        variant: "destructive",
      });
      return;
    }
    add.mutate(username, {
      onSuccess: (reply) => {
        toast({
          title: t(reply.status === "accepted" ? "friends.added" : "friends.add.sent"),
          description: reply.message,
        });
        setName("");
        onOpenChange(false);
      },
      onError: (error) =>
        isApiStatus(error, 404) && !String((error as Error).message).includes("does not exist")
          ? toast({
              title: t("friends.add.notFound"),
              description: t("friends.add.notFoundText"),
              variant: "destructive",
            })
          : toastFailure(t("friends.add.failed"), error, t("friends.add.failed")),
    });
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("friends.add")}
      description={t("friends.add.description")}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t("friends.add.hunterName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t("friends.add.sending") : t("friends.add.submit")}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * `?message=<friendId>` (where a tapped direct-message reminder opens) opens the conversation
 * with that friend, so the hunter can answer at once with what was said before in sight.
 */
function useMessageFromAddress() {
  const wanted = new URLSearchParams(useSearch()).get("message");
  const [, navigate] = useLocation();
  useEffect(() => {
    if (wanted) navigate(`/messages/${encodeURIComponent(wanted)}`, { replace: true });
  }, [wanted, navigate]);
}

/**
 * The friends panel (docs/game-rules/screens.md): add-friend dialog, pending requests, a search
 * box over the list, the friend list with presence, and a send-message dialog. Names link to
 * /user/{id}. Self-contained: drop it on any screen (the Social screen, the profile).
 */
export function FriendsPanel({ className }: { className?: string }) {
  const friends = useFriends();
  const requests = useFriendRequests();
  const accept = useAcceptFriend();
  const decline = useDeclineFriend();
  const unfriend = useUnfriend();
  const t = useT();
  const [adding, setAdding] = useState(false);
  useMessageFromAddress();
  const [filter, setFilter] = useState("");
  const shown = (friends.data ?? []).filter((f) =>
    f.hunterName.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <Panel
      id="friends"
      className={cx("flex min-w-0 flex-col gap-4", className)}
      aria-labelledby="friends-heading"
    >
      <div className="flex items-center justify-between gap-2">
        <PanelHeading id="friends-heading">{t("friends.heading")}</PanelHeading>
        <Button size="sm" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t("friends.add")}
        </Button>
      </div>

      {requests.data && requests.data.length > 0 ? (
        <section aria-labelledby="friend-requests-heading">
          <h3 id="friend-requests-heading" className="text-sm font-semibold text-slate-200">
            {t("friends.requests.heading", { count: requests.data.length })}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {requests.data.map((r) => (
              <li
                key={r.friendshipId}
                className="flex flex-wrap items-center gap-2 rounded-md border border-slate-700 p-2"
              >
                <HunterAvatar user={r} size="sm" />
                <Link
                  href={`/user/${r.id}`}
                  className="min-w-0 flex-1 font-semibold wrap-anywhere text-sky-100 underline-offset-2 hover:underline"
                >
                  {r.hunterName}
                </Link>
                <Button
                  size="sm"
                  disabled={accept.isPending}
                  onClick={() =>
                    accept.mutate(r.friendshipId, {
                      onSuccess: () =>
                        toast({
                          title: t("friends.added"),
                          description: t("friends.accepted", { name: r.hunterName }),
                        }),
                      onError: (e) =>
                        toastFailure(t("friends.accept.failed"), e, t("friends.accept.failed")),
                    })
                  }
                >
                  {t("friends.accept")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decline.isPending}
                  onClick={() =>
                    decline.mutate(r.friendshipId, {
                      onError: (e) =>
                        toastFailure(t("friends.decline.failed"), e, t("friends.decline.failed")),
                    })
                  }
                >
                  {t("friends.decline")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <TextField
        label={t("friends.search")}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />

      {friends.isPending ? (
        <p className="text-sm text-slate-300">{t("friends.loading")}</p>
      ) : friends.isError ? (
        <p className="text-sm text-slate-300">{t("friends.loadFailed")}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-300">
          {friends.data.length === 0 ? t("friends.empty") : t("friends.noMatch")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t("friends.list")}>
          {shown.map((f) => (
            <li
              key={f.id}
              className="flex items-center gap-2 rounded-md border border-slate-700 p-2"
            >
              <HunterAvatar user={f} size="sm" />
              <div className="min-w-0 flex-1">
                <Link
                  href={`/user/${f.id}`}
                  className="block font-semibold wrap-anywhere text-sky-100 underline-offset-2 hover:underline"
                >
                  {f.hunterName}
                </Link>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-400">
                  <span className="whitespace-nowrap">
                    {richText("friends.levelRank", {
                      level: f.level,
                      rank: <span className={rankTextTone(f.rank)}>{f.rank}</span>,
                    })}
                  </span>
                  <PresenceBadge presence={f.presence} />
                </p>
              </div>
              <Button asChild size="icon" variant="ghost">
                <Link
                  href={`/messages/${f.id}`}
                  aria-label={t("friends.message", { name: f.hunterName })}
                >
                  <MessageSquare aria-hidden="true" className="size-4" />
                </Link>
              </Button>
              <ConfirmButton
                size="icon"
                variant="ghost"
                aria-label={t("friends.unfriend.label", { name: f.hunterName })}
                {...unfriendQuestion(f.hunterName)}
                pending={unfriend.isPending}
                onConfirm={(close) =>
                  unfriend.mutate(f.id, {
                    onError: (e) =>
                      toastFailure(t("friends.unfriend.failed"), e, t("friends.unfriend.failed")),
                    onSettled: close,
                  })
                }
              >
                <UserMinus aria-hidden="true" className="size-4" />
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <AddFriendDialog open={adding} onOpenChange={setAdding} />
    </Panel>
  );
}
