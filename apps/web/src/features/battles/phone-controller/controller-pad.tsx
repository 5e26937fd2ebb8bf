import type { AttackReply, Battle, SkillReply } from "@repgate/contracts/battles";
import type { ControllerMove } from "@repgate/contracts/controllers";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { tableText, useTableText } from "../../../lib/i18n/content-text.ts";
import { t, useT } from "../../../lib/i18n/i18n.ts";
import { richText } from "../../../lib/i18n/rich-text.tsx";
import { vibrate } from "../../../lib/sfx.ts";
import { RepCounter } from "../rep-counter.tsx";

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

function resultText(reply: AttackReply | SkillReply): string {
  return reply.monsterCounterAttack
    ? t("controller.counter", {
        message: reply.message,
        monster: tableText(reply.monsterName),
        damage: reply.monsterDamage,
      })
    : reply.message;
}

function moveOf(move: PadMove): ControllerMove {
  return move.kind === "attack"
    ? { kind: "attack", attack: move.attack, reps: move.reps }
    : { kind: "skill", reps: move.reps };
}

/**
 * The phone's controls for its battle: choose the move, count its reps with the battle
 * screen's own counter (the big +1, the camera or the phone's motion), and the move is sent
 * on the controller's socket when the reps are done. The server judges it as it judges one
 * from the battle screen (the pace rule: at least 250 ms a rep).
 */
export function ControllerPad({
  battle,
  strike,
}: {
  battle: Battle;
  strike: (move: ControllerMove) => Promise<AttackReply | SkillReply>;
}) {
  const moves = movesOf(battle);
  const [chosenName, setChosenName] = useState(moves[0]?.name ?? "");
  const chosen = moves.find((m) => m.name === chosenName) ?? moves[0];
  // A new set of reps after each move that landed: the counter starts again from 0.
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState("");
  const monsterDown = battle.monsterCurrentHP <= 0 || battle.status !== "active";
  const t = useT();
  const tt = useTableText();

  function send(move: PadMove) {
    if (sending) return;
    setSending(true);
    strike(moveOf(move)).then(
      (reply) => {
        setSaid(resultText(reply));
        if (reply.damage > 0) vibrate(60);
        setRound((n) => n + 1);
        setSending(false);
      },
      (error: unknown) => {
        // The count is kept: "Send Again" sends the same reps once the reason has passed.
        setSaid(error instanceof Error ? error.message : t("controller.moveFailed"));
        setSending(false);
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-between gap-2 text-sm text-slate-200">
        <p>
          {richText("controller.monsterHp", {
            monster: tt(battle.monsterName),
            hp: <span data-testid="pad-monster-hp">{battle.monsterCurrentHP}</span>,
            max: battle.monsterMaxHP,
          })}
        </p>
        <p>
          {richText("controller.yourHp", {
            hp: <span data-testid="pad-player-hp">{battle.playerCurrentHP}</span>,
            max: battle.playerMaxHP,
          })}
        </p>
      </div>
      {monsterDown ? (
        <p role="status" className="py-6 text-center text-lg text-sky-50">
          {t("controller.monsterDown", { monster: tt(battle.monsterName) })}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm text-slate-300">{t("controller.move")}</legend>
            {moves.map((move) => (
              <Button
                key={move.name}
                variant={move.name === chosen?.name ? "primary" : "secondary"}
                aria-pressed={move.name === chosen?.name}
                disabled={sending}
                onClick={() => {
                  setChosenName(move.name);
                  setRound((n) => n + 1);
                }}
              >
                {t("controller.moveReps", { name: tt(move.name), reps: move.reps })}
              </Button>
            ))}
          </fieldset>
          {chosen ? (
            <RepCounter
              key={`${chosen.name}:${round}`}
              title={tt(chosen.name)}
              detail={
                chosen.kind === "skill" ? t("battle.move.classSkill") : t("controller.attack")
              }
              target={chosen.reps}
              sending={sending}
              onReachTarget={() => send(chosen)}
            />
          ) : null}
        </>
      )}
      <p role="status" className="min-h-6 text-center text-sm text-slate-200">
        {said}
      </p>
    </div>
  );
}
