import type { Battle } from "@repgate/contracts/battles";

/**
 * The pay of the monsters already slain in this dungeon run. A battle carries only its own
 * monster's numbers, and its kill gold arrives with the claim, just as the screen moves on to
 * the next monster: without this the Gold total read 0 all through every fight. Kept in the
 * tab's session storage so a reload in the middle of a run still counts them.
 */
interface StoredRun {
  run: string;
  /** Per slain battle id, so a repeated claim (a lost reply, resent) is counted once. */
  paid: Record<string, { gold: number; xp: number }>;
}

const STORAGE_KEY = "repgate.run-totals";

/** Every monster of one run shares its dungeon and the moment its timer started. */
function runKeyOf(battle: Pick<Battle, "dungeonId" | "deathTimerStartedAt">): string {
  return `${battle.dungeonId ?? "none"}@${battle.deathTimerStartedAt}`;
}

function read(): StoredRun | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredRun) : null;
  } catch {
    // Storage refused (private mode) or garbled: the totals fall back to this battle alone.
    return null;
  }
}

/** Gold and XP paid for the run's earlier monsters (none for another run). */
export function earlierPay(battle: Pick<Battle, "id" | "dungeonId" | "deathTimerStartedAt">) {
  const stored = read();
  const total = { gold: 0, xp: 0 };
  if (stored?.run !== runKeyOf(battle)) return total;
  for (const [battleId, pay] of Object.entries(stored.paid)) {
    if (battleId === battle.id) continue;
    total.gold += pay.gold;
    total.xp += pay.xp;
  }
  return total;
}

/** Records a claimed monster's pay, replacing whatever an older run left behind. */
export function recordSlainMonster(battle: Battle, pay: { gold: number; xp: number }): void {
  const run = runKeyOf(battle);
  const stored = read();
  const paid = stored?.run === run ? stored.paid : {};
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ run, paid: { ...paid, [battle.id]: pay } } satisfies StoredRun),
    );
  } catch {
    // Nowhere to keep it: the totals show this battle alone, as before.
  }
}
