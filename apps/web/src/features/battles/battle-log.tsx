import type { BattleLogEntry } from "@repgate/contracts/battles";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { ScrollArea } from "../../components/ui/scroll-area.tsx";
import { cx } from "../../lib/cx.ts";

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

/** What happened so far, newest first; the monster's counter-attacks in red. */
export function BattleLog({
  entries,
  className,
}: {
  entries: BattleLogEntry[];
  className?: string;
}) {
  const newestFirst = [...entries].reverse();
  return (
    <Panel aria-labelledby="battle-log-title" className={className}>
      <PanelHeading id="battle-log-title">Battle Log</PanelHeading>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">The battle has just begun.</p>
      ) : (
        <ScrollArea className="mt-2 h-44 sm:h-56" label="Battle log, newest first">
          <ol className="flex flex-col gap-1.5 pr-3 text-sm">
            {newestFirst.map((entry, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end, so a position counted from the oldest entry never changes.
                key={entries.length - index}
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
