import type { Battle } from "@repgate/contracts/battles";
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeBattle } from "../../../test/fixtures.ts";
import { usePhoneHits } from "./use-phone-hits.ts";

const at = "2026-11-29T07:00:00.000Z";

function struck(battle: Battle, damage: number, hpTaken = 0): Battle {
  return {
    ...battle,
    monsterCurrentHP: battle.monsterCurrentHP - damage,
    playerCurrentHP: battle.playerCurrentHP - hpTaken,
    log: [
      ...battle.log,
      { at, kind: "attack", text: `Jab hits for ${damage} damage.`, damage },
      ...(hpTaken ? [{ at, kind: "counter" as const, text: "The goblin strikes back." }] : []),
    ],
  };
}

describe("usePhoneHits", () => {
  it("plays the server's new hits while the phone counts: damage, and the blow taken back", () => {
    const play = vi.fn();
    const first = makeBattle({ playerCurrentHP: 80, log: [] });
    const { rerender } = renderHook(({ battle }) => usePhoneHits(battle, true, play), {
      initialProps: { battle: first },
    });
    expect(play).not.toHaveBeenCalled();
    const second = struck(first, 12, 5);
    rerender({ battle: second });
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.calls[0]?.[0]).toMatchObject({ damage: 12, kind: "attack", counter: 5 });
    // The same battle read again (no new line) plays nothing.
    rerender({ battle: { ...second } });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("still plays a hit once the long fight's log is full (it keeps its newest 100 lines)", () => {
    const play = vi.fn();
    const full = Array.from({ length: 100 }, (_, i) => ({
      at: `2026-11-29T06:${String(i % 60).padStart(2, "0")}:00.000Z`,
      kind: "info" as const,
      text: `Line ${i}`,
    }));
    const first = makeBattle({ log: full });
    const { rerender } = renderHook(({ battle }) => usePhoneHits(battle, true, play), {
      initialProps: { battle: first },
    });
    const hit = struck(first, 7);
    rerender({ battle: { ...hit, log: hit.log.slice(-100) } });
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.calls[0]?.[0]).toMatchObject({ damage: 7, counter: null });
  });

  it("plays nothing while no phone counts (the screen plays its own hits) or for a new monster", () => {
    const play = vi.fn();
    const first = makeBattle({ log: [] });
    const { rerender } = renderHook(({ battle, phone }) => usePhoneHits(battle, phone, play), {
      initialProps: { battle: first, phone: false },
    });
    rerender({ battle: struck(first, 9), phone: false });
    const next = struck(makeBattle({ id: "another", log: [] }), 4);
    rerender({ battle: next, phone: true });
    expect(play).not.toHaveBeenCalled();
  });
});
