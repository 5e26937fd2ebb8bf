import type { BattleLogEntry, TeammateHit } from "@repgate/contracts/battles";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { ScrollArea } from "../../components/ui/scroll-area.tsx";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";

const KIND_CLASSES: Record<BattleLogEntry["kind"], string> = {
  attack: "text-sky-100",
  counter: "text-red-400",
  skill: "text-violet-200",
  item: "text-emerald-200",
  escape: "text-amber-200",
  victory: "text-emerald-300 font-semibold",
  defeat: "text-red-400 font-semibold",
  info: "text-slate-300",
};

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function timeOf(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? "" : timeFormat.format(at);
}

/**
 * The hunter's own log with their teammates' blows on the same monster woven in by time, each
 * under its hunter's name ("Aria: Slash hits Goblin for 22 damage.").
 */
export function withTeammateHits(
  own: readonly BattleLogEntry[],
  hits: readonly TeammateHit[],
): BattleLogEntry[] {
  if (hits.length === 0) return [...own];
  const theirs = hits.map((h) => ({ at: h.at, kind: h.kind, text: `${h.hunterName}: ${h.text}` }));
  // Stable: lines of one moment keep their order (a blow, then "is defeated!").
  return [...own, ...theirs].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** A key per line that survives lines woven in before it: its time, text and repeat count. */
function keysOf(entries: readonly BattleLogEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.at}|${entry.text}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}|${count}`;
  });
}

/** What happened so far, newest first; the monster's counter-attacks in red. */
export function BattleLog({
  entries,
  className,
}: {
  entries: BattleLogEntry[];
  className?: string;
}) {
  const t = useT();
  const keys = keysOf(entries).reverse();
  const newestFirst = [...entries].reverse();
  return (
    <Panel aria-labelledby="battle-log-title" className={className}>
      <PanelHeading id="battle-log-title">{t("battle.log.title")}</PanelHeading>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t("battle.log.empty")}</p>
      ) : (
        <ScrollArea className="mt-2 h-44 sm:h-56" label={t("battle.log.label")}>
          <ol className="flex flex-col gap-1.5 pr-3 text-sm">
            {newestFirst.map((entry, index) => (
              <li
                key={keys[index]}
                data-kind={entry.kind}
                className={cx("flex gap-2", KIND_CLASSES[entry.kind])}
              >
                <time dateTime={entry.at} className="shrink-0 text-xs text-slate-400 tabular-nums">
                  {timeOf(entry.at)}
                </time>
                <span>{entry.text}</span>
              </li>
            ))}
          </ol>
        </ScrollArea>
      )}
    </Panel>
  );
}
