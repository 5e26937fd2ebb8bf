import type { Party } from "@repgate/contracts/parties";
import { Crown, Heart, LogOut, Swords } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { isBattleLive, useActiveBattle } from "../battles/api.ts";
import {
  useCreateParty,
  useInviteToParty,
  useLeaveParty,
  useParty,
  usePartyPermissions,
} from "./api.ts";

/**
 * The hunter's party: create one, or see its members (HP as their battle shows it), invite by hunter
 * name (leader), lead the party into a dungeon (leader of two or more), leave. `enterDungeon`
 * is the dungeons feature's picker, composed in by the screen (app/home-screen.tsx): the
 * dungeon list asks parties for the party, so parties cannot import dungeons back.
 */
export function PartyPanel({ enterDungeon }: { enterDungeon: ReactNode }) {
  const { data: user } = useUser();
  const inParty = Boolean(user?.partyId);
  const party = useParty(inParty);
  const t = useT();
  return (
    // id: the address a tapped party reminder opens (/social#party).
    <Panel id="party" aria-labelledby="party-panel-title">
      <PanelHeading id="party-panel-title">{t("party.heading")}</PanelHeading>
      {!inParty || party.data === null ? (
        <CreateParty />
      ) : party.data ? (
        <PartyDetails party={party.data} userId={user?.id ?? ""} enterDungeon={enterDungeon} />
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t("party.loading")}</p>
      )}
    </Panel>
  );
}

function CreateParty() {
  const [name, setName] = useState("");
  const create = useCreateParty();
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast({
        title: t("common.validationError"),
        description: t("party.create.noName"),
        variant: "destructive",
      });
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        toast({ title: t("party.create.done") });
      },
      onError: (error) => toastFailure(t("party.error"), error, t("party.create.failed")),
    });
  }
  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={submit}>
      <p className="text-sm text-slate-300">{t("party.create.intro")}</p>
      <TextField
        label={t("party.create.name")}
        value={name}
        maxLength={40}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t("party.create.pending") : t("party.create.submit")}
      </Button>
    </form>
  );
}

function PartyDetails({
  party,
  userId,
  enterDungeon,
}: {
  party: Party;
  userId: string;
  enterDungeon: ReactNode;
}) {
  const t = useT();
  const isLeader = party.leaderId === userId;
  const leave = useLeaveParty();
  const battle = useActiveBattle();
  const inPartyBattle = isBattleLive(battle.data) && battle.data.partyEncounterId !== null;
  return (
    <div className="mt-3 flex flex-col gap-4">
      <p className="text-base font-semibold text-slate-50">
        {party.name}{" "}
        <span className="text-sm font-normal text-slate-300">
          ({party.members.length} / {party.maxMembers})
        </span>
      </p>
      <ul className="flex flex-col gap-2" aria-label={t("party.members")}>
        {party.members.map((member) => (
          <li
            key={member.id}
            className="flex items-center justify-between gap-2 rounded-md border border-slate-700 px-3 py-2"
          >
            {/* A long name wraps rather than being cut; level, rank and HP never break. */}
            <span className="flex min-w-0 flex-1 items-center gap-1.5 text-sm text-slate-100">
              {member.isLeader ? (
                <Crown aria-label={t("party.leader")} className="size-4 shrink-0 text-amber-300" />
              ) : null}
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
                <span className="min-w-0 wrap-anywhere">{member.hunterName}</span>
                <span className="text-xs whitespace-nowrap text-slate-300">
                  {t("party.member.level", { level: member.level, rank: member.rank })}
                </span>
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm whitespace-nowrap text-slate-200 tabular-nums">
              <Heart aria-hidden="true" className="size-4 text-red-300" />
              {t("party.member.hp", {
                current: formatNumber(member.currentHP),
                max: formatNumber(member.maxHP),
              })}
            </span>
          </li>
        ))}
      </ul>
      {inPartyBattle ? (
        <Link href="/battle" className={buttonClasses("primary")}>
          <Swords aria-hidden="true" className="size-4" />
          {t("party.joinBattle")}
        </Link>
      ) : null}
      <PendingConfirmation party={party} />
      <InviteHunter />
      {/* While the party fights, the way in is "Join Party Battle" above, not a new entry. */}
      {isLeader && party.members.length > 1 && !party.pendingConfirmation && !inPartyBattle
        ? enterDungeon
        : null}
      <ConfirmButton
        variant="destructive"
        title={t("party.leave.title")}
        description={t(
          isLeader && party.members.length > 1 ? "party.leave.textLeader" : "party.leave.text",
          { name: party.name },
        )}
        confirmLabel={t("party.leave")}
        pendingLabel={t("party.leave.pending")}
        pending={leave.isPending}
        onConfirm={(close) =>
          leave.mutate(undefined, {
            onSuccess: (reply) =>
              toast({ title: t("party.leave.done"), description: reply.message }),
            onError: (error) => toastFailure(t("party.error"), error, t("party.leave.failed")),
            onSettled: close,
          })
        }
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t("party.leave")}
      </ConfirmButton>
    </div>
  );
}

function PendingConfirmation({ party }: { party: Party }) {
  const t = useT();
  const tt = useTableText();
  const pending = party.pendingConfirmation;
  if (!pending) return null;
  const answers = Object.values(pending.replies);
  const confirmed = answers.filter((a) => a === true).length;
  return (
    <p role="status" className="rounded-md border border-sky-500/50 px-3 py-2 text-sm text-sky-100">
      {t("party.waiting", {
        dungeon: tt(pending.dungeonName),
        confirmed,
        total: answers.length,
      })}
    </p>
  );
}

function InviteHunter() {
  const { data: user } = useUser();
  const permissions = usePartyPermissions(Boolean(user?.partyId));
  const invite = useInviteToParty();
  const t = useT();
  const [name, setName] = useState("");
  if (!permissions.data?.canInviteMembers) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast({
        title: t("common.validationError"),
        description: t("party.invite.noName"),
        variant: "destructive",
      });
      return;
    }
    invite.mutate(
      { hunterName: name.trim() },
      {
        onSuccess: (reply) => {
          setName("");
          toast({ title: t("party.invite.sent"), description: reply.message });
        },
        onError: (error) =>
          toastFailure(t("party.invite.failed"), error, t("party.invite.failedText")),
      },
    );
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <TextField
        label={t("party.invite.label")}
        placeholder={t("party.invite.placeholder")}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={invite.isPending}>
        {t("party.invite.submit")}
      </Button>
    </form>
  );
}
