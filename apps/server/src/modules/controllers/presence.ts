import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { endController, endOpenPairings, markControllerGone, markControllersSeen } from "./repo.ts";

/**
 * Whether the phone is there is the phone's socket being open (docs/decisions/043): each
 * change is written and announced (controllerChanged), so the big screen, on whichever
 * instance, says "connected" or "Controller disconnected" at once, without polling.
 */
export async function controllerConnected(
  db: Db,
  controller: { id: string; userId: string },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    await markControllersSeen(tx, [controller.id], now);
    emit({ type: "controllerChanged", userId: controller.userId });
  });
}

/** The phone's last socket on this instance closed at `seenAt`'s mark: it has dropped. */
export async function controllerDropped(
  db: Db,
  controller: { id: string; userId: string },
  seenAt: Date,
): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    if (await markControllerGone(tx, controller.id, seenAt)) {
      emit({ type: "controllerChanged", userId: controller.userId });
    }
  });
}

/** The phone ends its own controller. */
export async function releaseController(
  db: Db,
  controller: { id: string; userId: string },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    await endController(tx, controller.id, now);
    emit({ type: "controllerChanged", userId: controller.userId });
  });
}

/** The hunter ends their pairing or controller from the big screen. */
export async function endControllersOf(db: Db, userId: string, now: Date): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    if ((await endOpenPairings(tx, userId, now)) > 0) {
      emit({ type: "controllerChanged", userId });
    }
  });
}
