import type { User } from "@repgate/contracts/user";
import { STAT_LABELS } from "../../lib/stat-labels.ts";

/** The six stats, each with its short and full name. */
export function StatTiles({ user }: { user: User }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {STAT_LABELS.map(({ key, abbreviation, name }) => (
        <div key={key} className="rounded-md border border-sky-400/25 bg-slate-950/60 px-3 py-2">
          <dt className="flex items-baseline gap-1.5">
            <span className="text-sm font-bold tracking-wider text-sky-300">{abbreviation}</span>
            <span className="text-xs text-slate-400">{name}</span>
          </dt>
          <dd className="text-xl font-bold text-slate-50 tabular-nums">{user[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
