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
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = acceptImageFile(event.target, {
      maxBytes: AVATAR_MAX_BYTES,
      notAnImage: "Please choose an image file",
      tooLarge: "Please choose an image smaller than 200MB",
    });
    if (!file) return;
    let dataUrl: string;
    try {
      dataUrl = await shrinkToDataUrl(file);
    } catch {
      toast({
        title: "Invalid File",
        description: "Please choose an image file",
        variant: "destructive",
      });
      return;
    }
    update.mutate(
      { profileImageUrl: dataUrl },
      {
        onSuccess: () =>
          toast({ title: "Profile Updated", description: "Your avatar has changed." }),
        onError: (error) => toastFailure("Update Failed", error, "Could not update your avatar."),
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
        aria-label="Change avatar"
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
  function submit(event: FormEvent) {
    event.preventDefault();
    const hunterName = name.trim();
    if (!hunterName) {
      toast({
        title: "Update Failed",
        description: "Hunter name cannot be empty.",
        variant: "destructive",
      });
      return;
    }
    if (!hunterNameFits(hunterName)) {
      toast({ title: "Update Failed", description: HUNTER_NAME_TOO_LONG, variant: "destructive" });
      return;
    }
    update.mutate(
      { hunterName },
      {
        onSuccess: () => {
          toast({ title: "Profile Updated", description: `You are now ${hunterName}.` });
          setEditing(false);
        },
        onError: (error) => toastFailure("Update Failed", error, "Could not change your name."),
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
          aria-label="Edit hunter name"
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
      <HunterNameField label="Hunter name" value={name} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}

function ReawakenButton({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const reawaken = useReawaken();
  const [, navigate] = useLocation();
  const short = REAWAKEN_COST - user.gold;
  function start() {
    if (short > 0) {
      toast({
        title: "Reawaken Failed",
        description: `You need ${formatNumber(short)} more gold to reawaken.`,
        variant: "destructive",
      });
      return;
    }
    setConfirming(true);
  }
  return (
    <>
      <Button variant="destructive" onClick={start} disabled={reawaken.isPending}>
        Reawaken
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reawaken?"
        description={`Reawakening costs ${formatNumber(REAWAKEN_COST)} gold. Your rank returns to E and every stat to 10, and you take the assessment again. You keep your level, XP, items, class, titles and achievements.`}
        confirmLabel="Reawaken"
        pendingLabel="Reawakening..."
        pending={reawaken.isPending}
        confirmVariant="destructive"
        onConfirm={() =>
          reawaken.mutate(undefined, {
            onSuccess: (reply) => {
              setConfirming(false);
              navigate(reply.redirectTo);
            },
            onError: (error) => toastFailure("Reawaken Failed", error, "Reawaken Failed"),
          })
        }
      />
    </>
  );
}

function ActivityTab({ trainingCalendar }: { trainingCalendar?: ReactNode }) {
  const activity = useActivity();
  if (activity.isPending) return <p className="text-sm text-slate-300">Loading activity...</p>;
  if (activity.isError)
    return <p className="text-sm text-slate-300">Could not load your activity.</p>;
  return (
    <div className="flex flex-col gap-4">
      {trainingCalendar}
      <Suspense fallback={<p className="text-sm text-slate-300">Loading charts...</p>}>
        <ActivityCharts activity={activity.data} />
      </Suspense>
    </div>
  );
}

function SettingsTab({ user, accountSettings }: { user: User; accountSettings?: ReactNode }) {
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-400">Email</dt>
          <dd className="break-all text-slate-100">{user.email}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">First name</dt>
          <dd className="text-slate-100">{user.firstName ?? "Not set"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Last name</dt>
          <dd className="text-slate-100">{user.lastName ?? "Not set"}</dd>
        </div>
      </dl>
      <HeartRateSettingsForm />
      {/* account settings: issue 16's component (password, sessions, export, deletion) goes here */}
      {accountSettings}
      <p className="text-sm text-slate-300">
        Hunters you muted or blocked, and the way to undo it:{" "}
        <Link href={BLOCKED_HUNTERS_PATH} className="inline-block py-2 text-sky-200 underline">
          Muted and blocked hunters
        </Link>
      </p>
      <div>
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign Out
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
  if (!user) return <ScreenLoading>Loading profile...</ScreenLoading>;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-5">
        <Panel className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-4">
            <AvatarUpload user={user} />
            <div className="min-w-0 flex-1">
              <NameEditor user={user} />
              <p className="text-sm text-slate-300">
                Rank <span className={rankTextTone(user.rank)}>{user.rank}</span> · Level{" "}
                {user.level}
                {user.currentTitle !== "None" ? ` · ${user.currentTitle}` : ""}
              </p>
            </div>
          </div>
          <div>
            <p className="mb-1 flex justify-between text-xs text-slate-300">
              <span>XP</span>
              <span className="tabular-nums">
                {formatNumber(user.currentXP)} / {formatNumber(user.xpForNextLevel)}
              </span>
            </p>
            <Progress
              value={user.currentXP}
              max={user.xpForNextLevel}
              label="Experience to the next level"
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-300">
              {formatNumber(user.gold)} gold · reawakening costs {formatNumber(REAWAKEN_COST)}
            </p>
            <ReawakenButton user={user} />
          </div>
        </Panel>
        <Panel className="min-w-0">
          <Tabs.Root defaultValue="stats">
            <Tabs.List aria-label="Profile" className={tabListFillClasses}>
              <Tabs.Trigger value="stats" className={tabTriggerFillClasses}>
                Stats
              </Tabs.Trigger>
              <Tabs.Trigger value="achievements" className={tabTriggerFillClasses}>
                Achievements
              </Tabs.Trigger>
              <Tabs.Trigger value="activity" className={tabTriggerFillClasses}>
                Activity
              </Tabs.Trigger>
              <Tabs.Trigger value="settings" className={tabTriggerFillClasses}>
                Settings
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="stats" className="mt-4">
              <StatGrid hunter={user} />
            </Tabs.Content>
            <Tabs.Content value="achievements" className="mt-4">
              {achievements.data ? (
                <AchievementList achievements={achievements.data} />
              ) : (
                <p className="text-sm text-slate-300">Loading achievements...</p>
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
