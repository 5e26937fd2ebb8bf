import { HUNTER_NAME_TOO_LONG } from "@repgate/contracts/auth";
import { AVATAR_MAX_BYTES } from "@repgate/contracts/profiles";
import type { User } from "@repgate/contracts/user";
import { REAWAKEN_COST } from "@repgate/game/rules/achievements";
import { Camera, Pencil } from "lucide-react";
import { Tabs } from "radix-ui";
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from "react";
import { Link, useLocation } from "wouter";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { HunterNameField, hunterNameFits } from "../../components/hunter-name-field.tsx";
import { acceptImageFile } from "../../components/image-file.ts";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { tabListFillClasses, tabTriggerFillClasses } from "../../components/ui/tabs.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useLogout, useUser } from "../auth/api.ts";
import { BLOCKED_HUNTERS_PATH } from "../safety/api.ts";
import {
  shrinkToDataUrl,
  useActivity,
  useMyAchievements,
  useReawaken,
  useUpdateProfile,
} from "./api.ts";
import { HeartRateSettingsForm } from "./heart-rate-settings-form.tsx";
import { AchievementList, StatGrid } from "./profile-parts.tsx";

// recharts is large: the charts are a chunk of their own, fetched when Activity opens.
const ActivityCharts = lazy(() =>
  import("./activity-charts.tsx").then((m) => ({ default: m.ActivityCharts })),
);

function AvatarUpload({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const t = useT();
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = acceptImageFile(event.target, {
      maxBytes: AVATAR_MAX_BYTES,
      notAnImage: t("profile.avatar.notImage"),
      tooLarge: t("profile.avatar.tooLarge"),
    });
    if (!file) return;
    let dataUrl: string;
    try {
      dataUrl = await shrinkToDataUrl(file);
    } catch {
      toast({
        title: t("profile.avatar.invalid"),
        description: t("profile.avatar.notImage"),
        variant: "destructive",
      });
      return;
    }
    update.mutate(
      { profileImageUrl: dataUrl },
      {
        onSuccess: () =>
          toast({ title: t("profile.updated"), description: t("profile.avatar.changed") }),
        onError: (error) =>
          toastFailure(t("profile.updateFailed"), error, t("profile.avatar.failed")),
      },
    );
  }
  return (
    <div className="relative">
      <HunterAvatar user={user} size="lg" />
      <Button
        size="icon"
        variant="secondary"
        className="absolute -right-2 -bottom-2 size-8 rounded-full max-sm:size-11"
        aria-label={t("profile.avatar.change")}
        disabled={update.isPending}
        onClick={() => input.current?.click()}
      >
        <Camera aria-hidden="true" className="size-4" />
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
      />
    </div>
  );
}

function NameEditor({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.hunterName);
  const update = useUpdateProfile();
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    const hunterName = name.trim();
    if (!hunterName) {
      toast({
        title: t("profile.updateFailed"),
        description: t("profile.name.empty"),
        variant: "destructive",
      });
      return;
    }
    if (!hunterNameFits(hunterName)) {
      toast({
        title: t("profile.updateFailed"),
        description: HUNTER_NAME_TOO_LONG,
        variant: "destructive",
      });
      return;
    }
    update.mutate(
      { hunterName },
      {
        onSuccess: () => {
          toast({
            title: t("profile.updated"),
            description: t("profile.name.changed", { name: hunterName }),
          });
          setEditing(false);
        },
        onError: (error) =>
          toastFailure(t("profile.updateFailed"), error, t("profile.name.failed")),
      },
    );
  }
  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <h1 className="glow-text truncate text-2xl font-bold tracking-wide text-sky-50">
          {user.hunterName}
        </h1>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t("profile.name.edit")}
          onClick={() => {
            setName(user.hunterName);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <h1 className="sr-only">{user.hunterName}</h1>
      <HunterNameField
        label={t("profile.name.label")}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={update.isPending}>
        {t("profile.name.save")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
        {t("common.cancel")}
      </Button>
    </form>
  );
}

function ReawakenButton({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const reawaken = useReawaken();
  const [, navigate] = useLocation();
  const t = useT();
  const short = REAWAKEN_COST - user.gold;
  function start() {
    if (short > 0) {
      toast({
        title: t("profile.reawaken.failed"),
        description: t("profile.reawaken.short", { gold: formatNumber(short) }),
        variant: "destructive",
      });
      return;
    }
    setConfirming(true);
  }
  return (
    <>
      <Button variant="destructive" onClick={start} disabled={reawaken.isPending}>
        {t("profile.reawaken")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("profile.reawaken.title")}
        description={t("profile.reawaken.text", { cost: formatNumber(REAWAKEN_COST) })}
        confirmLabel={t("profile.reawaken")}
        pendingLabel={t("profile.reawaken.pending")}
        pending={reawaken.isPending}
        confirmVariant="destructive"
        onConfirm={() =>
          reawaken.mutate(undefined, {
            onSuccess: (reply) => {
              setConfirming(false);
              navigate(reply.redirectTo);
            },
            onError: (error) =>
              toastFailure(t("profile.reawaken.failed"), error, t("profile.reawaken.failed")),
          })
        }
      />
    </>
  );
}

function ActivityTab({ trainingCalendar }: { trainingCalendar?: ReactNode }) {
  const activity = useActivity();
  const t = useT();
  if (activity.isPending)
    return <p className="text-sm text-slate-300">{t("profile.activity.loading")}</p>;
  if (activity.isError)
    return <p className="text-sm text-slate-300">{t("profile.activity.failed")}</p>;
  return (
    <div className="flex flex-col gap-4">
      {trainingCalendar}
      <Suspense
        fallback={<p className="text-sm text-slate-300">{t("profile.activity.loadingCharts")}</p>}
      >
        <ActivityCharts activity={activity.data} />
      </Suspense>
    </div>
  );
}

function SettingsTab({ user, accountSettings }: { user: User; accountSettings?: ReactNode }) {
  const logout = useLogout();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-400">{t("common.email")}</dt>
          <dd className="break-all text-slate-100">{user.email}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">{t("profile.firstName")}</dt>
          <dd className="text-slate-100">{user.firstName ?? t("profile.notSet")}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">{t("profile.lastName")}</dt>
          <dd className="text-slate-100">{user.lastName ?? t("profile.notSet")}</dd>
        </div>
      </dl>
      <HeartRateSettingsForm />
      {/* account settings: issue 16's component (password, sessions, export, deletion) goes here */}
      {accountSettings}
      <p className="text-sm text-slate-300">
        {richText("profile.blocked", {
          link: (
            <Link href={BLOCKED_HUNTERS_PATH} className="inline-block py-2 text-sky-200 underline">
              {t("profile.blocked.link")}
            </Link>
          ),
        })}
      </p>
      <div>
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t("profile.signOut")}
        </Button>
      </div>
    </div>
  );
}

/**
 * /profile: avatar, editable hunter name, rank, level, XP bar, reawaken, and the tabs stats,
 * achievements, activity and settings. `accountSettings` is where the accounts issue's
 * component goes (Settings tab); `social` is the side column (the FriendsPanel for now, composed
 * in app/routes.ts; the lead moves it to the Social screen).
 */
export function ProfilePage({
  accountSettings,
  social,
  trainingCalendar,
}: {
  accountSettings?: ReactNode;
  social?: ReactNode;
  /** The calendar of training days (rest-days feature), at the top of the Activity tab. */
  trainingCalendar?: ReactNode;
}) {
  const { data: user } = useUser();
  const achievements = useMyAchievements();
  const t = useT();
  const tt = useTableText();
  if (!user) return <ScreenLoading>{t("profile.loading")}</ScreenLoading>;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-5">
        <Panel className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-4">
            <AvatarUpload user={user} />
            <div className="min-w-0 flex-1">
              <NameEditor user={user} />
              <p className="text-sm text-slate-300">
                {richText("profile.rankLevel", {
                  rank: <span className={rankTextTone(user.rank)}>{user.rank}</span>,
                  level: user.level,
                })}
                {user.currentTitle !== "None" ? ` · ${tt(user.currentTitle)}` : ""}
              </p>
            </div>
          </div>
          <div>
            <p className="mb-1 flex justify-between text-xs text-slate-300">
              <span>{t("profile.xp")}</span>
              <span className="tabular-nums">
                {formatNumber(user.currentXP)} / {formatNumber(user.xpForNextLevel)}
              </span>
            </p>
            <Progress
              value={user.currentXP}
              max={user.xpForNextLevel}
              label={t("profile.xpToNext")}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-300">
              {t("profile.gold", {
                gold: formatNumber(user.gold),
                cost: formatNumber(REAWAKEN_COST),
              })}
            </p>
            <ReawakenButton user={user} />
          </div>
        </Panel>
        <Panel className="min-w-0">
          <Tabs.Root defaultValue="stats">
            <Tabs.List aria-label={t("profile.tabs")} className={tabListFillClasses}>
              <Tabs.Trigger value="stats" className={tabTriggerFillClasses}>
                {t("profile.stats")}
              </Tabs.Trigger>
              <Tabs.Trigger value="achievements" className={tabTriggerFillClasses}>
                {t("profile.achievements")}
              </Tabs.Trigger>
              <Tabs.Trigger value="activity" className={tabTriggerFillClasses}>
                {t("profile.activity")}
              </Tabs.Trigger>
              <Tabs.Trigger value="settings" className={tabTriggerFillClasses}>
                {t("profile.settings")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="stats" className="mt-4">
              <StatGrid hunter={user} />
            </Tabs.Content>
            <Tabs.Content value="achievements" className="mt-4">
              {achievements.data ? (
                <AchievementList achievements={achievements.data} />
              ) : (
                <p className="text-sm text-slate-300">{t("profile.achievements.loading")}</p>
              )}
            </Tabs.Content>
            <Tabs.Content value="activity" className="mt-4">
              <ActivityTab trainingCalendar={trainingCalendar} />
            </Tabs.Content>
            <Tabs.Content value="settings" className="mt-4">
              <SettingsTab user={user} accountSettings={accountSettings} />
            </Tabs.Content>
          </Tabs.Root>
        </Panel>
      </div>
      <div className="min-w-0">{social}</div>
    </div>
  );
}
