import { describe, expect, it } from "vitest";
import { HunterChanges } from "./hunter-read-cache.ts";

const ANA = "ana";
const BO = "bo";

describe("a hunter's kept answers", () => {
  it("answer until a change of that hunter, and keep the other hunters' answers", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    bell.store(ANA, changes.now(), "[ana]", Infinity);
    bell.store(BO, changes.now(), "[bo]", Infinity);
    expect(bell.peek(ANA, 0)).toBe("[ana]");
    changes.changed(ANA);
    expect(bell.peek(ANA, 0)).toBeNull();
    expect(bell.peek(BO, 0)).toBe("[bo]");
  });

  it("are not kept when the hunter changed while the answer loaded (it may show the world before)", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    const since = changes.now();
    changes.changed(ANA);
    bell.store(ANA, since, "[stale]", Infinity);
    expect(bell.peek(ANA, 0)).toBeNull();
    // Another hunter's change during the load does not matter.
    const again = changes.now();
    changes.changed(BO);
    bell.store(ANA, again, "[fresh]", Infinity);
    expect(bell.peek(ANA, 0)).toBe("[fresh]");
  });

  it("end when time alone changes them (a midnight, an expiry)", () => {
    const changes = new HunterChanges(true);
    const daily = changes.cache();
    daily.store(ANA, changes.now(), "{}", 1_000);
    expect(daily.peek(ANA, 999)).toBe("{}");
    expect(daily.peek(ANA, 1_000)).toBeNull();
  });

  it("all go when anything may have changed (an event naming nobody, a bus reconnection)", () => {
    const changes = new HunterChanges(true);
    const bell = changes.cache();
    const quests = changes.cache();
    const since = changes.now();
    bell.store(ANA, since, "[ana]", Infinity);
    quests.store(BO, since, "[bo]", Infinity);
    changes.changedAll();
    expect(bell.peek(ANA, 0)).toBeNull();
    expect(quests.peek(BO, 0)).toBeNull();
    // A load that began before it is not kept either.
    bell.store(ANA, since, "[ana]", Infinity);
    expect(bell.peek(ANA, 0)).toBeNull();
  });

  it("are never kept by an instance that hears no other instance's writes", () => {
    const changes = new HunterChanges(false);
    const bell = changes.cache();
    bell.store(ANA, changes.now(), "[ana]", Infinity);
    expect(bell.peek(ANA, 0)).toBeNull();
  });
});
