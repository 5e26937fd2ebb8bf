import { type ReactNode, useEffect, useState } from "react";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { prefersReducedMotion } from "../../lib/sfx.ts";
import "./hit-effects.css";

/** One resolved attack or skill, as the server answered it. A new `id` replays the effects. */
export interface Hit {
  id: number;
  /** The damage the server dealt to the monster (0 for a skill that only heals or buffs). */
  damage: number;
  kind: "attack" | "skill";
  /** The monster's counter-attack damage, or null when it did not strike back. */
  counter: number | null;
  /** The server said the hit was a critical: its number is styled apart ("CRITICAL!"). */
  critical?: boolean;
}

/** A critical is felt longer than a plain hit (60 ms): a heavy double buzz. */
export const CRITICAL_BUZZ = [120, 50, 200];

/** Follows the system's reduced-motion setting, live. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia("(prefers-reduced-motion: reduce)");
    const change = () => setReduced(query.matches);
    query.addEventListener?.("change", change);
    return () => query.removeEventListener?.("change", change);
  }, []);
  return reduced;
}

/** True for `ms` after each new hit id: how long a one-shot animation class stays on. */
function useBriefly(id: number | undefined, ms: number): boolean {
  const [activeId, setActiveId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (id === undefined) return;
    setActiveId(id);
    const timer = setTimeout(() => setActiveId(undefined), ms);
    return () => clearTimeout(timer);
  }, [id, ms]);
  return id !== undefined && activeId === id;
}

const TONES = {
  hit: "text-amber-200 text-3xl [text-shadow:0_0_12px_rgb(251_191_36/0.9)]",
  skill: "text-violet-200 text-3xl italic [text-shadow:0_0_14px_rgb(167_139_250/0.95)]",
  counter: "text-red-300 text-2xl [text-shadow:0_0_12px_rgb(248_113_113/0.9)]",
  critical:
    "text-yellow-300 text-5xl [text-shadow:0_0_16px_rgb(250_204_21/0.95),0_0_4px_rgb(120_53_15/0.9)]",
  teammate: "text-sky-200 text-2xl [text-shadow:0_0_12px_rgb(56_189_248/0.9)]",
} as const;

/** A blow a teammate landed on the party's monster, heard over the socket. */
export interface TeammateBlow {
  id: string;
  hunterName: string;
  damage: number;
}

interface FloatingNumberProps {
  value: number;
  /** Who dealt it, for a teammate's hit: shows "Aria: 22". */
  label?: string;
  tone?: keyof typeof TONES;
  className?: string;
}

/**
 * A damage number that rises and fades where it landed (a plain fade under reduced motion).
 * Hidden from screen readers: the battle's result line announces the same figure once.
 * Place it inside a `relative` box; give it a `key` per hit so each hit plays anew.
 */
export function FloatingNumber({ value, label, tone = "hit", className }: FloatingNumberProps) {
  const reduced = useReducedMotion();
  const [done, setDone] = useState(false);
  const t = useT();
  if (done) return null;
  const figure = formatNumber(value);
  const critical = tone === "critical";
  return (
    <span
      aria-hidden="true"
      data-testid="damage-number"
      data-tone={tone}
      onAnimationEnd={() => setDone(true)}
      className={cx(
        "pointer-events-none absolute left-1/2 z-10 font-black whitespace-nowrap tabular-nums",
        critical && "flex flex-col items-center leading-none",
        TONES[tone],
        reduced ? "hit-fade" : critical ? "crit-float" : "hit-float",
        className,
      )}
    >
      {critical ? (
        <span className="mb-1 text-sm tracking-[0.2em] text-amber-100">
          {t("battle.hit.critical")}
        </span>
      ) : null}
      {label ? `${label}: ${figure}` : figure}
    </span>
  );
}

/**
 * The monster, its picture and HP: flinches at each hit, with the damage rising from it, and
 * falls (fades, under reduced motion) once defeated.
 */
export function MonsterFigure({
  hit,
  down,
  teammateBlows = [],
  children,
}: {
  hit: Hit | null;
  down: boolean;
  /** A party's teammates' latest blows: each rises once, labelled with its hunter's name. */
  teammateBlows?: readonly TeammateBlow[];
  children: ReactNode;
}) {
  const reduced = useReducedMotion();
  const struck = useBriefly(hit && hit.damage > 0 ? hit.id : undefined, 400);
  const motion = down
    ? reduced
      ? "monster-fade-out"
      : "monster-fall"
    : struck && !reduced
      ? "monster-flinch"
      : null;
  return (
    <div className="relative" data-testid="monster-figure">
      <div className={cx("origin-bottom", motion)}>{children}</div>
      {struck ? (
        <div
          aria-hidden="true"
          className="hit-flash pointer-events-none absolute inset-0 rounded-md bg-red-400/30"
        />
      ) : null}
      {hit && hit.damage > 0 ? (
        <FloatingNumber
          key={hit.id}
          value={hit.damage}
          tone={hit.critical ? "critical" : hit.kind === "skill" ? "skill" : "hit"}
          className={hit.critical ? "-top-4" : "top-0"}
        />
      ) : null}
      {teammateBlows.map((blow, index) => (
        <FloatingNumber
          key={blow.id}
          value={blow.damage}
          label={blow.hunterName}
          tone="teammate"
          // Staggered, so blows landing together stay readable.
          className={index % 2 === 0 ? "top-8" : "top-16"}
        />
      ))}
    </div>
  );
}

/** The hunter's HP: shakes (flashes, under reduced motion) when the monster strikes back. */
export function HunterFrame({ hit, children }: { hit: Hit | null; children: ReactNode }) {
  const reduced = useReducedMotion();
  const struck = useBriefly(hit?.counter ? hit.id : undefined, 450);
  return (
    <div className="relative" data-testid="hunter-frame">
      <div className={cx(struck && !reduced && "panel-shake")}>{children}</div>
      {struck ? (
        <div
          aria-hidden="true"
          className="hit-flash pointer-events-none absolute inset-0 rounded-md bg-red-500/30"
        />
      ) : null}
      {hit?.counter ? (
        <FloatingNumber key={hit.id} value={hit.counter} tone="counter" className="-top-2" />
      ) : null}
    </div>
  );
}

/**
 * The lighter "ghost" of the HP just lost: it holds where the bar was, then catches up, so a
 * hit reads as a drain. Under reduced motion it fades out instead of sliding.
 */
export function HpTrail({ current, max }: { current: number; max: number }) {
  const reduced = useReducedMotion();
  const percent = max > 0 ? Math.min(100, Math.max(0, (current / max) * 100)) : 0;
  const [ghost, setGhost] = useState(percent);
  const [caughtUp, setCaughtUp] = useState(true);
  useEffect(() => {
    if (percent >= ghost) {
      setGhost(percent);
      return;
    }
    setCaughtUp(false);
    const timer = setTimeout(() => {
      setCaughtUp(true);
      if (!reduced) setGhost(percent);
    }, 350);
    return () => clearTimeout(timer);
  }, [percent, ghost, reduced]);
  // Under reduced motion the ghost keeps its width and fades; it is reset once invisible.
  useEffect(() => {
    if (!reduced || !caughtUp || ghost === percent) return;
    const timer = setTimeout(() => setGhost(percent), 700);
    return () => clearTimeout(timer);
  }, [reduced, caughtUp, ghost, percent]);
  return (
    <div
      aria-hidden="true"
      data-testid="hp-trail"
      className={cx(
        "pointer-events-none absolute inset-y-0 left-0 rounded-full bg-amber-100/70",
        reduced ? "transition-opacity duration-700" : "transition-[width] duration-700 ease-out",
        reduced && caughtUp && ghost !== percent ? "opacity-0" : "opacity-100",
      )}
      style={{ width: `${ghost}%` }}
    />
  );
}
