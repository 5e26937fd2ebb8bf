import type { Battle } from "@repgate/contracts/battles";
import { ArrowLeft, FlaskConical, Footprints, Repeat, Sparkles, Swords } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";
import { tableText, useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, t, useT } from "../../lib/i18n/i18n.ts";
import { ItemsMenu } from "./items-menu.tsx";
import { type BattleSkill, MagicMenu } from "./magic-menu.tsx";
import type { MoveResult } from "./move-result.ts";
import { PhoneVitals } from "./phone-vitals.tsx";
import { RepCounter } from "./rep-counter.tsx";

export type BattleAttack = Battle["attacks"][number];
export type Move = { kind: "attack"; attack: BattleAttack } | { kind: "skill"; skill: BattleSkill };
export type Menu =
  | { name: "main" }
  | { name: "attack" }
  | { name: "items" }
  | { name: "magic" }
  /** `round` starts a fresh count of the same move (hands-free: the next set after a hit). */
  | { name: "reps"; move: Move; round?: number };

interface CombatPanelProps {
  battle: Battle;
  menu: Menu;
  onMenu: (menu: Menu) => void;
  /** Reps reached their target: send the move. */
  onMove: (move: Move) => void;
  onRunAway: () => void;
  sending: boolean;
  running: boolean;
  lastAttack: BattleAttack | null;
  result: MoveResult | null;
  /** Something to say in the result area (an item used, or refused). */
  onResult: (result: MoveResult) => void;
  /** Replaces the menu (the monster is down, say). */
  children?: ReactNode;
  className?: string;
}

// Four across on a phone (one row under the monster's HP), two by two where there is room.
const menuButton =
  "flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border px-1 py-2 text-sm leading-tight font-bold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:px-2 sm:py-3 sm:text-base";

/** The attack's or the skill's table name, in the app's language. */
function moveTitle(move: Move): string {
  return tableText(move.kind === "attack" ? move.attack.name : move.skill.name);
}

/** What the move does; the rep counter puts the reps of the chosen exercise before it. */
function moveDetail(move: Move): string {
  return move.kind === "attack"
    ? t("battle.move.multiplierDamage", { multiplier: move.attack.multiplier })
    : t("battle.move.classSkill");
}

function MainMenu({
  onMenu,
  onRunAway,
  running,
  lastAttack,
}: Pick<CombatPanelProps, "onMenu" | "onRunAway" | "running" | "lastAttack">) {
  const t = useT();
  const tt = useTableText();
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-2">
        <button
          type="button"
          data-autofocus
          className={cx(menuButton, "border-sky-300 bg-sky-500/20 text-sky-50 hover:bg-sky-500/30")}
          onClick={() => onMenu({ name: "attack" })}
        >
          <Swords aria-hidden="true" className="size-6" />
          {t("battle.menu.attack")}
        </button>
        <button
          type="button"
          className={cx(menuButton, "border-emerald-300/70 bg-emerald-500/10 text-emerald-50")}
          onClick={() => onMenu({ name: "items" })}
        >
          <FlaskConical aria-hidden="true" className="size-6" />
          {t("battle.menu.items")}
        </button>
        <button
          type="button"
          className={cx(menuButton, "border-violet-300/70 bg-violet-500/10 text-violet-50")}
          onClick={() => onMenu({ name: "magic" })}
        >
          <Sparkles aria-hidden="true" className="size-6" />
          {t("battle.menu.magic")}
        </button>
        <button
          type="button"
          disabled={running}
          className={cx(menuButton, "border-amber-300/70 bg-amber-500/10 text-amber-50")}
          onClick={onRunAway}
        >
          <Footprints aria-hidden="true" className="size-6" />
          {running ? t("battle.menu.running") : t("battle.menu.runAway")}
        </button>
      </div>
      {lastAttack ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={() => onMenu({ name: "reps", move: { kind: "attack", attack: lastAttack } })}
        >
          <Repeat aria-hidden="true" className="size-4" />
          {t("battle.menu.again", { name: tt(lastAttack.name), count: lastAttack.reps })}
        </Button>
      ) : null}
    </div>
  );
}

const ATTACK_KIND_LABELS: Record<BattleAttack["kind"], MessageId> = {
  light: "battle.attackKind.light",
  heavy: "battle.attackKind.heavy",
  combo: "battle.attackKind.combo",
};

function AttackMenu({ battle, onMenu }: Pick<CombatPanelProps, "battle" | "onMenu">) {
  const t = useT();
  const tt = useTableText();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-50">{t("battle.menu.chooseAttack")}</h3>
        <Button variant="secondary" size="sm" onClick={() => onMenu({ name: "main" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("common.back")}
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {battle.attacks.map((attack, index) => (
          <li key={attack.kind}>
            <button
              type="button"
              data-autofocus={index === 0 || undefined}
              onClick={() => onMenu({ name: "reps", move: { kind: "attack", attack } })}
              className="flex min-h-16 w-full items-center justify-between gap-3 rounded-lg border border-sky-400/60 bg-slate-950/60 px-4 py-3 text-left hover:border-sky-300 hover:bg-sky-500/10"
            >
              <span>
                <span className="block text-base font-bold text-slate-50">{tt(attack.name)}</span>
                <span className="block text-xs text-slate-300 capitalize">
                  {t(ATTACK_KIND_LABELS[attack.kind])}
                </span>
              </span>
              <span className="text-right text-sm text-slate-200 tabular-nums">
                <span className="block font-bold">
                  {t("battle.move.reps", { count: attack.reps })}
                </span>
                <span className="block text-xs text-slate-300">
                  {t("battle.move.multiplierDamage", { multiplier: attack.multiplier })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The combat menu: main, attack, items and magic, and the rep counter of a chosen move. */
export function CombatPanel(props: CombatPanelProps) {
  const { battle, menu, onMenu, onMove, sending, result, onResult, children, className } = props;
  const panelRef = useRef<HTMLElement>(null);
  const t = useT();
  const firstRender = useRef(true);
  const previousMenu = useRef<Menu["name"]>(menu.name);

  // Keyboard users land on the first control of each new menu state. The rep counter brings
  // the whole panel to the top of a phone screen, so the '+1 Rep' target is all in view.
  // Leaving it, the panel shrinks back: the page returns to its top, where the monster's HP,
  // the result and the menu fit one phone screen, so no one scrolls between attacks.
  useEffect(() => {
    const previous = previousMenu.current;
    previousMenu.current = menu.name;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const panel = panelRef.current;
    if (menu.name === "reps") {
      panel?.scrollIntoView({ block: "start", behavior: "smooth" });
      return;
    }
    const first = panel?.querySelector<HTMLElement>("[data-autofocus]");
    if (previous === "reps") {
      window.scrollTo({ top: 0, behavior: "instant" });
      first?.focus({ preventScroll: true });
    } else first?.focus();
  }, [menu.name]);

  const back = () => onMenu({ name: "main" });
  let body: ReactNode;
  if (children) body = children;
  else if (menu.name === "attack") body = <AttackMenu battle={battle} onMenu={onMenu} />;
  else if (menu.name === "items")
    body = (
      <ItemsMenu
        hp={{ current: battle.playerCurrentHP, max: battle.playerMaxHP }}
        onBack={back}
        onUsed={(used) => {
          onResult(used);
          back();
        }}
        onFailed={onResult}
      />
    );
  else if (menu.name === "magic")
    body = (
      <MagicMenu
        skill={battle.skill}
        used={battle.skillUsed}
        onBack={back}
        onCast={(chosen) => onMenu({ name: "reps", move: { kind: "skill", skill: chosen } })}
      />
    );
  else if (menu.name === "reps") {
    const { move } = menu;
    body = (
      <RepCounter
        key={menu.round ?? 0}
        title={moveTitle(move)}
        detail={moveDetail(move)}
        target={move.kind === "attack" ? move.attack.reps : move.skill.reps}
        sending={sending}
        onReachTarget={() => onMove(move)}
        onBack={back}
      />
    );
  } else body = <MainMenu {...props} />;

  // Counting on a phone, the panel fills the screen below the navigation: it carries the HP
  // bars itself and drops what can wait, so the monster's HP, the count and '+1 Rep' share it.
  const counting = menu.name === "reps";
  return (
    <Panel
      ref={panelRef}
      aria-labelledby="combat-title"
      // Clears the sticky navigation bar when scrolled into view.
      className={cx(
        "flex scroll-mt-28 flex-col gap-3 lg:scroll-mt-20",
        counting && "max-sm:gap-1.5 max-sm:py-2",
        className,
      )}
    >
      <PanelHeading id="combat-title" className={cx(counting && "max-sm:sr-only")}>
        {t("battle.combat")}
      </PanelHeading>
      {counting ? <PhoneVitals battle={battle} /> : null}
      <div aria-live="polite" aria-atomic="true">
        {result ? (
          <div
            data-result={result.failed ? "failed" : "move"}
            className={cx(
              "rounded-md border px-3 py-2 text-sm max-sm:py-1.5",
              // Counting, a line: the vitals above already show what the counter-attack did.
              counting && "max-sm:py-1 max-sm:text-xs",
              result.failed
                ? "border-red-400/80 bg-red-950/60"
                : "border-slate-700 bg-slate-950/60",
            )}
          >
            <p className={cx("font-semibold", result.failed ? "text-red-100" : "text-sky-100")}>
              {result.title}
            </p>
            {/* On a phone the title and the counter-attack say enough, and the menu stays in
                view; the whole sentence is still announced, and kept in the battle log. A
                failure's message is the news, so it shows everywhere. */}
            {result.message ? (
              <p className={result.failed ? "text-red-100" : "text-slate-300 max-sm:sr-only"}>
                {result.message}
              </p>
            ) : null}
            {result.counter ? (
              <p className={cx("font-semibold text-red-400", counting && "max-sm:sr-only")}>
                {result.counter}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {body}
    </Panel>
  );
}
