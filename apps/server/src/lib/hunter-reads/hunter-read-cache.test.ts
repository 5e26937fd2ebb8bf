import { describe, expect, it } from "vitest";
import { HunterChanges } from "./hunter-read-cache.ts";

const ANA = "ana";
const BO = "bo";

describe("a hunter's kept answers", () => {
  it("answer until a change of that hunter, and keep the other hunters' answers", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    bell.store(ANA, changes.now(), { body: "[ana]", validUntil: Infinity, spokenTo: "" });
    bell.store(BO, changes.now(), { body: "[bo]", validUntil: Infinity, spokenTo: "" });
    expect(bell.peek(ANA, 0, "")).toBe("[ana]");
    changes.changed(ANA);
    expect(bell.peek(ANA, 0, "")).toBeNull();
    expect(bell.peek(BO, 0, "")).toBe("[bo]");
  });

  it("are not kept when the hunter changed while the answer loaded (it may show the world before)", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    const since = changes.now();
    changes.changed(ANA);
    bell.store(ANA, since, { body: "[stale]", validUntil: Infinity, spokenTo: "" });
    expect(bell.peek(ANA, 0, "")).toBeNull();
    // Another hunter's change during the load does not matter.
    const again = changes.now();
    changes.changed(BO);
    bell.store(ANA, again, { body: "[fresh]", validUntil: Infinity, spokenTo: "" });
    expect(bell.peek(ANA, 0, "")).toBe("[fresh]");
  });

  it("end when time alone changes them (a midnight, an expiry)", () => {
    const changes = new HunterChanges(true);
    const daily = changes.cache();
    daily.store(ANA, changes.now(), { body: "{}", validUntil: 1_000, spokenTo: "" });
    expect(daily.peek(ANA, 999, "")).toBe("{}");
    expect(daily.peek(ANA, 1_000, "")).toBeNull();
  });

  it("all go when anything may have changed (an event naming nobody, a bus reconnection)", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    const quests = changes.cache();
    const since = changes.now();
    bell.store(ANA, since, { body: "[ana]", validUntil: Infinity, spokenTo: "" });
    quests.store(BO, since, { body: "[bo]", validUntil: Infinity, spokenTo: "" });
    changes.changedAll();
    expect(bell.peek(ANA, 0, "")).toBeNull();
    expect(quests.peek(BO, 0, "")).toBeNull();
    // A load that began before it is not kept either.
    bell.store(ANA, since, { body: "[ana]", validUntil: Infinity, spokenTo: "" });
    expect(bell.peek(ANA, 0, "")).toBeNull();
  });

  it("are never kept by an instance that hears no other instance's writes", () => {
    const changes = new HunterChanges(false);
    const bell = changes.cache();
    bell.store(ANA, changes.now(), { body: "[ana]", validUntil: Infinity, spokenTo: "" });
    expect(bell.peek(ANA, 0, "")).toBeNull();
  });

  it("keeps an answer for the language it was made in", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    bell.store(ANA, changes.now(), { body: "[ko]", validUntil: Infinity, spokenTo: "ko-KR" });
    expect(bell.peek(ANA, 0, "ko-KR")).toBe("[ko]");
    expect(bell.peek(ANA, 0, "es")).toBeNull();
  });

  it("of a read that shows everyone (the boards) all go on another hunter's change that moves them", () => {
    const changes = new HunterChanges(true);
    const board = changes.cache((event) => event.type === "hunterChanged");
    const bell = changes.cache();
    const since = changes.now();
    board.store(ANA, since, { body: "[board]", validUntil: Infinity, spokenTo: "" });
    bell.store(ANA, since, { body: "[bell]", validUntil: Infinity, spokenTo: "" });
    changes.heard({ type: "runChanged", userId: BO });
    expect(board.peek(ANA, 0, "")).toBe("[board]");
    changes.heard({ type: "hunterChanged", userId: BO });
    expect(board.peek(ANA, 0, "")).toBeNull();
    expect(bell.peek(ANA, 0, "")).toBe("[bell]");
    // A board loaded before that change is not kept; one loaded after it is.
    board.store(ANA, since, { body: "[stale]", validUntil: Infinity, spokenTo: "" });
    expect(board.peek(ANA, 0, "")).toBeNull();
    board.store(ANA, changes.now(), { body: "[fresh]", validUntil: Infinity, spokenTo: "" });
    expect(board.peek(ANA, 0, "")).toBe("[fresh]");
  });

  it("made at each answer for a read whose fields run with the clock (a battle's timers)", () => {
    const changes = new HunterChanges(true);
    const battle = changes.cache();
    battle.store(ANA, changes.now(), {
      body: (nowMs) => `{"at":${nowMs}}`,
      validUntil: Infinity,
      spokenTo: "",
    });
    expect(battle.peek(ANA, 5, "")).toBe('{"at":5}');
    expect(battle.peek(ANA, 7, "")).toBe('{"at":7}');
  });
});
