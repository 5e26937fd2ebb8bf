import type { AttackReply, Battle } from "@repgate/contracts/battles";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { serverMessageOr } from "../../../lib/api-client.ts";
import { vibrate } from "../../../lib/sfx.ts";
import { useControllerStrike } from "./api.ts";

type AttackKind = Battle["attacks"][number]["kind"];
export type PadMove =
  | { kind: "attack"; attack: AttackKind; name: string; reps: number }
  | { kind: "skill"; name: string; reps: number };

function movesOf(battle: Battle): PadMove[] {
  const attacks: PadMove[] = battle.attacks.map((a) => ({
    kind: "attack",
    attack: a.kind,
    name: a.name,
    reps: a.reps,
  }));
  if (battle.skill && !battle.skillUsed) {
    attacks.push({ kind: "skill", name: battle.skill.name, reps: battle.skill.reps });
  }
  return attacks;
}

/** The buzz of a blow taken, where the phone can buzz (the battle screen's own pattern). */
const HIT_TAKEN_BUZZ = [0, 250, 120];

function resultText(reply: AttackReply): string {
  const counter = reply.monsterCounterAttack
    ? ` ${reply.monsterName} strikes back for ${reply.monsterDamage} damage!`
    : "";
  return `${reply.message}${counter}`;
}

/**
 * The phone's controls for its battle: choose the move, count its reps with the big +1, and
 * the move is sent when the reps are done. The server judges the strike as it judges one from
 * the battle screen (the pace rule: at least 250 ms a rep).
 */
export function ControllerPad({ battle }: { battle: Battle }) {
  const moves = movesOf(battle);
  const [chosenName, setChosenName] = useState(moves[0]?.name ?? "");
  const chosen = moves.find((m) => m.name === chosenName) ?? moves[0];
  const [count, setCount] = useState(0);
  const [said, setSaid] = useState("");
  const strike = useControllerStrike();
  const monsterDown = battle.monsterCurrentHP <= 0 || battle.status !== "active";

  function send(move: PadMove) {
    const payload =
      move.kind === "attack"
        ? { kind: "attack" as const, attack: move.attack, reps: move.reps }
        : { kind: "skill" as const, reps: move.reps };
    strike.mutate(payload, {
      onSuccess: (reply) => {
        setSaid(resultText(reply));
        if (reply.monsterCounterAttack && reply.monsterDamage > 0) vibrate(HIT_TAKEN_BUZZ);
        else if (reply.damage > 0) vibrate(60);
      },
      onError: (error) => setSaid(serverMessageOr(error, "Your move did not land. Try again.")),
      onSettled: () => setCount(0),
    });
  }

  function plusOne() {
    if (!chosen || strike.isPending) return;
    const next = count + 1;
    setCount(next);
    if (next >= chosen.reps) send(chosen);
  }

  const toGo = chosen ? Math.max(0, chosen.reps - count) : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-between gap-2 text-sm text-slate-200">
        <p>
          {battle.monsterName}: <span data-testid="pad-monster-hp">{battle.monsterCurrentHP}</span>{" "}
          / {battle.monsterMaxHP} HP
        </p>
        <p>
          Your HP: <span data-testid="pad-player-hp">{battle.playerCurrentHP}</span> /{" "}
          {battle.playerMaxHP}
        </p>
      </div>
      {monsterDown ? (
        <p role="status" className="py-6 text-center text-lg text-sky-50">
          {battle.monsterName} is down! Claim your victory on the big screen.
        </p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm text-slate-300">Move</legend>
            {moves.map((move) => (
              <Button
                key={move.name}
                variant={move.name === chosen?.name ? "primary" : "secondary"}
                aria-pressed={move.name === chosen?.name}
                onClick={() => {
                  setChosenName(move.name);
                  setCount(0);
                }}
              >
                {move.name} ({move.reps})
              </Button>
            ))}
          </fieldset>
          <p className="text-center text-xl font-bold text-sky-50" aria-live="polite">
            {chosen ? `${chosen.name}: ${toGo} ${toGo === 1 ? "rep" : "reps"} to go` : ""}
          </p>
          <button
            type="button"
            onClick={plusOne}
            disabled={strike.isPending}
            className="min-h-[40vh] w-full rounded-2xl border-2 border-sky-300 bg-sky-500/20 text-6xl font-black text-sky-50 active:bg-sky-500/40 disabled:opacity-60"
          >
            +1
            <span className="sr-only"> rep</span>
          </button>
        </>
      )}
      <p role="status" className="min-h-6 text-center text-sm text-slate-200">
        {said}
      </p>
    </div>
  );
}
