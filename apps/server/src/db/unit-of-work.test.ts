import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserById, lockUser, updateUser } from "../modules/users/repo.ts";
import { type EventListener, listenForEvents } from "../test/event-listener.ts";
import { signUp } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { inTransaction } from "./unit-of-work.ts";

let t: TestApp;
let listener: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  listener = await listenForEvents(t.pool);
});

describe("inTransaction", () => {
  it("runs a write again when PostgreSQL ends it as a deadlock's victim, so both writes land", async () => {
    const [a, b] = [(await signUp(t.app)).user.id, (await signUp(t.app)).user.id];
    let attempts = 0;
    let bothLocked: () => void = () => undefined;
    const firstLocks = new Promise<void>((resolve) => {
      let count = 0;
      bothLocked = () => {
        count += 1;
        if (count === 2) resolve();
      };
    });
    // Two writes lock the same two hunters in opposite orders: one of them must be the victim.
    const crossed = (first: string, second: string, title: string) =>
      inTransaction(t.db, async (tx) => {
        attempts += 1;
        await lockUser(tx, first);
        if (attempts <= 2) {
          bothLocked();
          await firstLocks;
        }
        await lockUser(tx, second);
        await updateUser(tx, first, { currentTitle: title });
        await updateUser(tx, second, { currentTitle: title });
      });
    await Promise.all([crossed(a, b, "Wolf Slayer"), crossed(b, a, "Wolf Slayer")]);
    expect(attempts).toBe(3);
    expect((await findUserById(t.db, a))?.currentTitle).toBe("Wolf Slayer");
    expect((await findUserById(t.db, b))?.currentTitle).toBe("Wolf Slayer");
  });

  it("announces the events of a committed write on repgate_events, typed", async () => {
    const hunter = await signUp(t.app);
    const userId = hunter.user.id;
    const notificationId = randomUUID();
    await inTransaction(t.db, async (tx, emit) => {
      await updateUser(tx, userId, { currentTitle: "Wolf Slayer" });
      emit({ type: "hunterChanged", userId });
      emit({ type: "notificationCreated", userId, notificationId });
    });
    await listener.barrier();
    expect(listener.of(userId)).toEqual([
      { type: "hunterChanged", userId },
      { type: "notificationCreated", userId, notificationId },
    ]);
    expect(listener.invalid).toEqual([]);
  });

  it("announces nothing, and changes nothing, when the work throws", async () => {
    const hunter = await signUp(t.app);
    const userId = hunter.user.id;
    const failed = inTransaction(t.db, async (tx, emit) => {
      await updateUser(tx, userId, { currentTitle: "Wolf Slayer" });
      emit({ type: "hunterChanged", userId });
      throw new Error("refused after the write");
    });
    await expect(failed).rejects.toThrow("refused after the write");
    await listener.barrier();
    expect(listener.of(userId)).toEqual([]);
    expect((await findUserById(t.db, userId))?.currentTitle).toBe("None");
  });

  it("announces nothing when the database rolls the transaction back", async () => {
    const hunter = await signUp(t.app);
    const userId = hunter.user.id;
    const failed = inTransaction(t.db, async (tx, emit) => {
      emit({ type: "hunterChanged", userId });
      // Violates users_hp_range: the statement fails and the transaction rolls back.
      await updateUser(tx, userId, { playerCurrentHP: -5 });
    });
    await expect(failed).rejects.toThrow();
    await listener.barrier();
    expect(listener.of(userId)).toEqual([]);
  });

  it("sends an event emitted twice in one transaction once", async () => {
    const hunter = await signUp(t.app);
    const userId = hunter.user.id;
    await inTransaction(t.db, async (_tx, emit) => {
      emit({ type: "inventoryChanged", userId });
      emit({ type: "inventoryChanged", userId });
    });
    await listener.barrier();
    expect(listener.of(userId)).toEqual([{ type: "inventoryChanged", userId }]);
  });
});
