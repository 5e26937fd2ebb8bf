import { STAT_NAMES } from "@repgate/game/rules/stats";
import {
  ArrowBigUpDash,
  Award,
  Crown,
  Medal,
  Package,
  PackageOpen,
  ScrollText,
  Sparkles,
  Swords,
  Trophy,
} from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { formatNumber } from "../lib/format.ts";
import { questText, tableText } from "../lib/i18n/content-text.ts";
import { type MessageId, t, useT } from "../lib/i18n/i18n.ts";
import { richText } from "../lib/i18n/rich-text.tsx";
import { playSfx } from "../lib/sfx.ts";
import { STAT_LABELS } from "../lib/stat-labels.ts";
import type { SystemWindowContent } from "../lib/system-windows.ts";
import { buttonClasses } from "./ui/button.tsx";

const TITLES: Record<SystemWindowContent["kind"], MessageId> = {
  "dungeon-cleared": "ui.systemWindow.title.dungeonCleared",
  "level-up": "ui.systemWindow.title.levelUp",
  "rank-up": "ui.systemWindow.title.rankUp",
  "quest-complete": "ui.systemWindow.title.questComplete",
  achievement: "ui.systemWindow.title.achievement",
  title: "ui.systemWindow.title.titleEarned",
  "new-record": "ui.systemWindow.title.newRecord",
  "gate-break-open": "ui.systemWindow.title.gateBreakOpen",
  "gate-break-fallen": "ui.systemWindow.title.gateBreakFallen",
  "gate-break-reward": "ui.systemWindow.title.gateBreakReward",
};

/** "→" to the eye, "to" to a screen reader, between the old and the new level or rank. */
function ChangeArrow() {
  return (
    <>
      <span aria-hidden="true">→</span>
      <span className="sr-only">{t("ui.systemWindow.to")}</span>
    </>
  );
}

function Figures({ label, items }: { label: string; items: { name: string; value: string }[] }) {
  return (
    <dl aria-label={label} className="grid w-full grid-cols-2 gap-2">
      {items.map((item) => (
        <div
          key={item.name}
          className="rounded-md border border-sky-400/40 bg-sky-950/50 px-3 py-2 text-center"
        >
          <dt className="text-xs text-sky-200/80">{item.name}</dt>
          <dd className="glow-text font-bold text-sky-50 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "+1 Strength" figures of the stats the server paid, in the tiles' order. */
function statFigures(stats: Partial<Record<(typeof STAT_NAMES)[number], number>> = {}) {
  return STAT_NAMES.flatMap((stat) => {
    const points = stats[stat];
    if (!points) return [];
    const name = STAT_LABELS.find((s) => s.key === stat)?.name ?? stat;
    return [{ name, value: `+${formatNumber(points)}` }];
  });
}

/** The chest opens (CSS in index.css; a fade under reduced motion) and shows what it held. */
function ChestReveal({ item }: { item: string | null }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="relative size-16" aria-hidden="true">
        <Package className="chest-closed absolute inset-0 size-16 text-amber-300" />
        <PackageOpen className="chest-open absolute inset-0 size-16 text-amber-200 drop-shadow-[0_0_12px_rgb(251_191_36/0.7)]" />
      </div>
      <p className="chest-loot text-center font-semibold text-amber-100">
        {item
          ? t("ui.systemWindow.chestFound", { item: tableText(item) })
          : t("ui.systemWindow.chestEmpty")}
      </p>
    </div>
  );
}

function WindowBody({ content }: { content: SystemWindowContent }): ReactNode {
  switch (content.kind) {
    case "dungeon-cleared":
      return (
        <>
          <p className="text-slate-200">{tableText(content.dungeonName)}</p>
          <ChestReveal item={content.item} />
          <Figures
            label={t("ui.systemWindow.rewards")}
            items={[
              { name: t("ui.systemWindow.xp"), value: `+${formatNumber(content.xp)}` },
              { name: t("ui.systemWindow.gold"), value: `+${formatNumber(content.gold)}` },
            ]}
          />
        </>
      );
    case "level-up": {
      const stats = statFigures(content.stats);
      return (
        <>
          <ArrowBigUpDash aria-hidden="true" className="size-12 text-sky-300" />
          <p className="text-3xl font-black text-sky-50 tabular-nums">
            {richText("ui.systemWindow.levelChange", {
              from: content.from,
              arrow: <ChangeArrow />,
              to: content.to,
            })}
          </p>
          {stats.length > 0 ? (
            <Figures label={t("ui.systemWindow.statsGained")} items={stats} />
          ) : null}
        </>
      );
    }
    case "rank-up":
      return (
        <>
          <Crown aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-3xl font-black text-sky-50">
            {richText("ui.systemWindow.rankChange", {
              from: content.from,
              arrow: <ChangeArrow />,
              to: content.to,
            })}
          </p>
        </>
      );
    case "quest-complete":
      return (
        <>
          <ScrollText aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-slate-200">{questText(content.questName)}</p>
          <Figures
            label={t("ui.systemWindow.rewards")}
            items={[
              { name: t("ui.systemWindow.xp"), value: `+${formatNumber(content.xp)}` },
              { name: t("ui.systemWindow.gold"), value: `+${formatNumber(content.gold)}` },
              ...statFigures(content.stats),
            ]}
          />
        </>
      );
    case "achievement":
      return (
        <>
          <Medal aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-xl font-bold text-sky-50">{tableText(content.name)}</p>
          <p className="text-sm text-slate-300">{tableText(content.description)}</p>
        </>
      );
    case "title":
      return (
        <>
          <Award aria-hidden="true" className="size-12 text-violet-300" />
          <p className="text-xl font-bold text-sky-50">{tableText(content.title)}</p>
          <p className="text-sm text-slate-300">{t("ui.systemWindow.titleHint")}</p>
        </>
      );
    case "gate-break-open":
      return (
        <>
          <Swords aria-hidden="true" className="size-12 text-red-300" />
          <p className="text-xl font-bold text-sky-50">{content.eventName}</p>
          <p className="text-sm text-slate-300">
            {t("ui.systemWindow.gateBreakOpen", { boss: tableText(content.bossName) })}
          </p>
        </>
      );
    case "gate-break-fallen":
      return (
        <>
          <Crown aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-xl font-bold text-sky-50">
            {t("ui.systemWindow.bossFallen", { boss: tableText(content.bossName) })}
          </p>
          <p className="text-sm text-slate-300">
            {t("ui.systemWindow.gateBreakShare", { event: content.eventName })}
          </p>
        </>
      );
    case "gate-break-reward":
      return (
        <>
          <Trophy aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-slate-200">{content.eventName}</p>
          <Figures
            label={t("ui.systemWindow.yourPart")}
            items={[
              { name: t("ui.systemWindow.place"), value: `#${formatNumber(content.place)}` },
              { name: t("ui.systemWindow.damage"), value: formatNumber(content.damage) },
            ]}
          />
          <Figures
            label={t("ui.systemWindow.rewards")}
            items={[
              { name: t("ui.systemWindow.xp"), value: `+${formatNumber(content.xp)}` },
              { name: t("ui.systemWindow.gold"), value: `+${formatNumber(content.gold)}` },
            ]}
          />
          {content.title && (
            <p className="text-sm text-slate-300">
              {t("ui.systemWindow.titleEarnedLine", { title: tableText(content.title) })}
            </p>
          )}
        </>
      );
    case "new-record":
      return (
        <>
          <Trophy aria-hidden="true" className="size-12 text-amber-300" />
          <p className="text-xl font-bold text-sky-50">
            {t(
              content.record === "bestSet" ? "ui.systemWindow.bestSet" : "ui.systemWindow.bestDay",
              {
                reps: formatNumber(content.reps),
                name: tableText(content.name),
              },
            )}
          </p>
          <p className="text-sm text-slate-300">
            {t(
              content.record === "bestSet"
                ? "ui.systemWindow.previousBestSet"
                : "ui.systemWindow.previousBestDay",
              { previous: formatNumber(content.previous) },
            )}
          </p>
        </>
      );
  }
}

interface SystemWindowProps {
  /** Changes with each window, so focus moves to the new window's button. */
  windowKey: string;
  content: SystemWindowContent;
  onDismiss: () => void;
}

/**
 * The franchise's blue notification panel: a modal dialog headed "[System]", closed by its
 * button, Escape or a click outside. Focus starts on the button and returns where it was.
 */
export function SystemWindow({ windowKey, content, onDismiss }: SystemWindowProps) {
  const t = useT();
  const okRef = useRef<HTMLButtonElement>(null);
  // Radix gives the focus back to a Dialog.Trigger, and a reward has none: the focus returns
  // to where the hunter was (the Attack button, a quest's box) when the last window closes.
  const [returnTo] = useState(() => document.activeElement);
  useEffect(() => {
    return () => {
      setTimeout(() => {
        if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
      }, 0);
    };
  }, [returnTo]);
  // A queued window replaces the last in the same dialog: its button takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per window.
  useEffect(() => okRef.current?.focus(), [windowKey]);
  // A level or a rank gained is heard as well as seen (silent when muted or before the first tap).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per window.
  useEffect(() => {
    if (content.kind === "level-up" || content.kind === "rank-up") playSfx("level-up");
  }, [windowKey]);
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            okRef.current?.focus();
          }}
          className="system-panel fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto border-sky-300/80 shadow-[0_0_32px_rgb(56_189_248/0.45),inset_0_0_24px_rgb(56_189_248/0.12)]"
        >
          <p className="flex items-center gap-2 border-b border-sky-400/40 px-4 py-2 text-xs font-semibold tracking-[0.2em] text-sky-300 uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            {t("ui.systemWindow.header")}
          </p>
          <div key={windowKey} className="flex flex-col items-center gap-3 p-5 text-center">
            {/* Not a heading: the dialog is named by it, and the screen beneath keeps its own
                headings ("Dungeon Cleared!" on the summary) without a twin. */}
            <RadixDialog.Title asChild>
              <p className="glow-text text-2xl font-bold tracking-wide text-sky-50 uppercase">
                {t(TITLES[content.kind])}
              </p>
            </RadixDialog.Title>
            <RadixDialog.Description asChild>
              <div className="flex w-full flex-col items-center gap-3">
                <WindowBody content={content} />
              </div>
            </RadixDialog.Description>
            <button
              ref={okRef}
              type="button"
              onClick={onDismiss}
              className={`${buttonClasses("primary", "lg")} mt-1 w-full`}
            >
              {t("common.ok")}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
