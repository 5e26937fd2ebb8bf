// A hunter's day of play, as the web client makes its requests (docs/game-rules/screens.md, docs/spec-calls.json;
// apps/web/src/features/*/api.ts). After signing in, the hunter goes round the screens:
//   home -> dungeon list (polled every second) -> a dungeon fight -> home -> quests -> shop -> ...
// with the socket open throughout, the notification bell polled every 30 s, and a chat message
// now and then. Reps are counted by the browser ('+1 Rep' makes no request): an attack is one
// PATCH when its reps are done, so a rep every ~2 s means an attack every 6-16 s.
import type { Battle } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import type { ShopItem } from "@repgate/contracts/shop";
import type { Answer, HunterClient } from "./day-client.ts";

/** Seconds on the home screen before moving on (its reads are made on arrival). */
const HOME_SECONDS = 15;
/** Seconds on the dungeon list, polling GET /api/dungeons once a second, before entering one. */
const DUNGEON_SCREEN_SECONDS = 30;
/** The browser's dungeon poll interval (DUNGEON_POLL_MS in the web client). */
const DUNGEON_POLL_SECONDS = 1;
/** One rep every ~2 s (real push-ups, squats, burpees). */
const REP_SECONDS = 2;
/** How attacks are chosen: light (3 reps), heavy (6), combo (8). */
const ATTACK_WEIGHTS = { light: 0.5, heavy: 0.3, combo: 0.2 } as const;
/** The 'Next Enemy Approaching' countdown between the monsters of a run. */
const NEXT_ENEMY_SECONDS = 30;
/** A fight longer than this ends with Run Away (a session is not one whole 30-minute run). */
const FIGHT_MINUTES = 5;
/** After a defeat, a cleared dungeon or an escape the screen goes home after 3 s. */
const AFTER_FIGHT_SECONDS = 3;
/** On the quests screen: this many task ticks (tick or untick), this far apart. */
const QUEST_TICKS = 3;
const QUEST_TICK_SECONDS = 10;
/** Seconds looking at the shop; the chance of buying something on a visit. */
const SHOP_SECONDS = 20;
const PURCHASE_CHANCE = 0.3;
/** The notification bell's poll (NOTIFICATION_POLL_MS), on every screen. */
const NOTIFICATION_POLL_SECONDS = 30;
/** A regional chat message about this often (uniformly 0.5x to 1.5x). */
const CHAT_EVERY_SECONDS = 120;

/**
 * How long a hunter stays (uniformly 0.5x to 1.5x) before closing the tab; another sign-in
 * takes their place, so sign-ins are part of the steady state as they are in a day.
 */
export const SESSION_MINUTES = 20;

/** Thrown out of a sleep when the hunter is told to leave. */
class Left extends Error {}

/** One hunter going round the screens; every wait is jittered so that hunters drift apart. */
export class Hunter {
  private stopped = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private wake: (() => void) | null = null;
  /** When the hunter arrived (performance.now()), and left; for the hunter-minutes of a window. */
  startedAt = Number.POSITIVE_INFINITY;
  stoppedAt: number | null = null;

  constructor(
    private readonly client: HunterClient,
    private readonly credentials: { email: string; password: string },
    /** How long this hunter plays, ms, before leaving by themselves. */
    private readonly sessionMs: number,
  ) {}

  /**
   * Plays until the session is over or `leave()`; a failed request is recorded and the day
   * goes on. Resolves true when the hunter left by themselves (their session ended).
   */
  async play(): Promise<boolean> {
    if (this.stopped) return false;
    this.startedAt = performance.now();
    const endsAt = this.startedAt + this.sessionMs;
    try {
      await this.signIn();
      this.client.openSocket();
      this.every(NOTIFICATION_POLL_SECONDS, () => this.get("/api/notifications"));
      this.every(CHAT_EVERY_SECONDS, () => this.client.sendChat(`day bench ${Date.now()}`), 0.5);
      while (performance.now() < endsAt) {
        // The home screen shows a live battle's card: the hunter goes back to it.
        const live = await this.home();
        if (live) await this.fight(live);
        else {
          const dungeonId = await this.dungeonScreen();
          if (dungeonId) await this.fight(await this.enter(dungeonId));
        }
        await this.home();
        await this.questsScreen();
        await this.shopScreen();
      }
      this.leave();
      return true;
    } catch (error) {
      if (!(error instanceof Left)) throw error;
      return false;
    }
  }

  leave(): void {
    this.stopped = true;
    this.stoppedAt = performance.now();
    for (const timer of this.timers) clearTimeout(timer);
    this.wake?.();
    this.client.close();
  }

  private async signIn(): Promise<void> {
    for (;;) {
      const answer = await this.client.call("POST /api/auth/login", "POST", "/api/auth/login", {
        body: this.credentials,
      });
      this.check();
      const cookie = answer?.headers["set-cookie"]?.[0]?.split(";")[0];
      if (cookie) {
        this.client.cookie = cookie;
        break;
      }
      await this.sleep(5);
    }
    // The app boots by asking who is signed in.
    await this.get("/api/auth/user");
  }

  /** The dashboard's reads (useDashboardSettled, the counters, the nav bar), in parallel. */
  private async home(): Promise<Battle | null> {
    const battle = await Promise.all([
      this.get("/api/auth/user"),
      this.get<Battle | null>("/api/battles/active"),
      this.get("/api/movement/active"),
      this.get("/api/quests/daily"),
      this.get("/api/dungeons"),
      this.get("/api/quests"),
      this.get("/api/leaderboard"),
      this.get("/api/notifications"),
    ]).then(([, active]) => active);
    if (battle === null) await this.get("/api/battles/pending-next");
    await this.sleep(HOME_SECONDS);
    return battle?.status === "active" ? battle : null;
  }

  /** The dungeon list, polled every second with the ETag it got; returns a combat gate. */
  private async dungeonScreen(): Promise<string | null> {
    const first = await this.client.call("GET /api/dungeons", "GET", "/api/dungeons");
    let etag = first?.headers.etag;
    const gates = first?.json<Dungeon[]>() ?? [];
    const combat = gates.filter((gate) => gate.type !== "movement" && gate.rank === "E");
    const until = performance.now() + DUNGEON_SCREEN_SECONDS * 1000;
    while (performance.now() < until) {
      await this.sleep(DUNGEON_POLL_SECONDS);
      const answer = await this.client.call("GET /api/dungeons", "GET", "/api/dungeons", {
        headers: etag ? { "if-none-match": etag } : {},
      });
      if (answer?.headers.etag) etag = answer.headers.etag;
    }
    return pick(combat)?.id ?? null;
  }

  /** Enters the gate; the battle it began (or the one in progress, read again). */
  private async enter(dungeonId: string): Promise<Battle | null> {
    const entered = await this.send<{ battle: Battle | null }>(
      "POST /api/dungeons/:id/enter",
      "POST",
      `/api/dungeons/${dungeonId}/enter`,
    );
    return entered?.battle ?? (await this.get<Battle | null>("/api/battles/active"));
  }

  /** Fights: an attack whenever its reps are done, monster after monster. */
  private async fight(first: Battle | null): Promise<void> {
    let battle = first;
    const giveUpAt = performance.now() + FIGHT_MINUTES * 60_000;
    while (battle) {
      if (battle.monsterCurrentHP <= 0) {
        battle = await this.claim(battle.id);
        continue;
      }
      if (performance.now() > giveUpAt) {
        await this.runAway(battle.id);
        break;
      }
      const kind = chooseAttack();
      const reps = battle.attacks.find((attack) => attack.kind === kind)?.reps ?? 3;
      await this.sleep(reps * REP_SECONDS);
      const hit = await this.send<{
        playerDefeated: boolean;
        timeUp: boolean;
        battle: Battle;
      }>("PATCH /api/battles/:id", "PATCH", `/api/battles/${battle.id}`, {
        attack: kind,
        reps,
      });
      if (!hit || hit.playerDefeated || hit.timeUp) break;
      // When the monster is down the screen claims the victory (the battle is active until then).
      battle = hit.battle;
    }
    await this.sleep(AFTER_FIGHT_SECONDS);
  }

  /** Claims a victory; after the countdown, the run's next monster (or null: the run is over). */
  private async claim(battleId: string): Promise<Battle | null> {
    const claimed = await this.send<{ nextBattle: unknown }>(
      "POST /api/battles/:id/complete",
      "POST",
      `/api/battles/${battleId}/complete`,
    );
    if (!claimed?.nextBattle) return null;
    await this.sleep(NEXT_ENEMY_SECONDS);
    const next = await this.send<{ battle: Battle }>(
      "POST /api/battles/create-next",
      "POST",
      "/api/battles/create-next",
      claimed.nextBattle,
    );
    return next?.battle ?? null;
  }

  /** Run Away until it works (a failed escape lets the monster hit; defeat ends it too). */
  private async runAway(battleId: string): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await this.send<{ success: boolean; playerDefeated: boolean }>(
        "POST /api/battles/:id/run-away",
        "POST",
        `/api/battles/${battleId}/run-away`,
      );
      if (!answer || answer.success || answer.playerDefeated) return;
      await this.sleep(REP_SECONDS);
    }
  }

  /** The quests screen's reads, then a few ticks of today's quest (never its last open task). */
  private async questsScreen(): Promise<void> {
    const [, daily] = await Promise.all([
      this.get("/api/quests"),
      this.get<{ quest: QuestShape | null }>("/api/quests/daily"),
      this.get("/api/quests/energy"),
    ]);
    let quest = daily?.quest ?? null;
    for (let tick = 0; tick < QUEST_TICKS && quest && !quest.isCompleted; tick += 1) {
      await this.sleep(QUEST_TICK_SECONDS);
      const tasks = quest.requirements.sections.flatMap((section, sectionIndex) =>
        section.tasks.map((task, taskIndex) => ({ sectionIndex, taskIndex, task })),
      );
      // Ticking the last open task would complete the quest and lock it for the day; a steady
      // state needs quests that stay open, so hunters tick and untick the others.
      const open = tasks.filter(({ task }) => !task.completed).length;
      const choices = tasks.filter(({ task }) => task.completed || open > 1);
      const chosen = pick(choices);
      if (!chosen) break;
      // A hunter's day can end while the screen is open: the server then refuses the tick with
      // 409 (the quest expired), which is its right answer, and the hunter stops ticking.
      const answer = await this.client.call(
        "PATCH /api/quests/:id/tasks",
        "PATCH",
        `/api/quests/${quest.id}/tasks`,
        {
          body: {
            sectionIndex: chosen.sectionIndex,
            taskIndex: chosen.taskIndex,
            completed: !chosen.task.completed,
          },
          expected: [409],
        },
      );
      this.check();
      quest =
        answer?.status === 200 ? (parsed<{ quest: QuestShape }>(answer)?.quest ?? null) : null;
    }
  }

  /** The shop: the market and the auction house; now and then a purchase (the user refetches). */
  private async shopScreen(): Promise<void> {
    const [items] = await Promise.all([
      this.get<ShopItem[]>("/api/shop/items"),
      this.get("/api/shop/auction"),
    ]);
    await this.sleep(SHOP_SECONDS / 2);
    const affordable = (items ?? []).filter((item) => item.minRank === "E");
    const cheapest = affordable.sort((a, b) => a.price - b.price)[0];
    if (cheapest && Math.random() < PURCHASE_CHANCE) {
      await this.send("POST /api/shop/purchase", "POST", "/api/shop/purchase", {
        itemId: cheapest.id,
      });
      await this.get("/api/auth/user");
    }
    await this.sleep(SHOP_SECONDS / 2);
  }

  private async get<T>(path: string): Promise<T | null> {
    const answer = await this.client.call(`GET ${path}`, "GET", path);
    this.check();
    return parsed<T>(answer);
  }

  private async send<T>(label: string, method: string, path: string, body?: unknown) {
    const answer = await this.client.call(label, method, path, { body });
    this.check();
    return parsed<T>(answer);
  }

  /** Runs `work` about every `seconds` (each wait drawn from (1 - spread, 1 + spread) x). */
  private every(seconds: number, work: () => unknown, spread = 0.1): void {
    const next = () => {
      if (this.stopped) return;
      const timer = setTimeout(
        () => {
          // A request in flight when the hunter leaves ends in Left: nothing to report.
          Promise.resolve()
            .then(work)
            .catch((error: unknown) => {
              if (!(error instanceof Left)) throw error;
            });
          next();
        },
        seconds * 1000 * (1 - spread + 2 * spread * Math.random()),
      );
      this.timers.push(timer);
      if (this.timers.length > 8) this.timers.shift();
    };
    next();
  }

  private check(): void {
    if (this.stopped) throw new Left();
  }

  /** Waits about `seconds` (±10%, so hunters drift apart), or until the hunter leaves. */
  private async sleep(seconds: number): Promise<void> {
    this.check();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, seconds * 1000 * (0.9 + 0.2 * Math.random()));
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
    this.check();
  }
}

interface QuestShape {
  id: string;
  isCompleted: boolean;
  requirements: { sections: Array<{ tasks: Array<{ completed: boolean }> }> };
}

function parsed<T>(answer: Answer | null): T | null {
  if (!answer || answer.status === 204 || answer.status === 304) return null;
  return answer.json<T>();
}

function pick<T>(list: readonly T[]): T | undefined {
  return list[Math.floor(Math.random() * list.length)];
}

function chooseAttack(): keyof typeof ATTACK_WEIGHTS {
  let roll = Math.random();
  for (const [kind, weight] of Object.entries(ATTACK_WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return kind as keyof typeof ATTACK_WEIGHTS;
  }
  return "light";
}
