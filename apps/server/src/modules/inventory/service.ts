import type { InventoryItem } from "@repgate/contracts/inventory";
import type { Db } from "../../db/connect.ts";
import { presentItem } from "./present.ts";
import * as repo from "./repo.ts";

/** The hunter's own items; nobody can list another hunter's. */
export async function listInventory(db: Db, userId: string): Promise<InventoryItem[]> {
  return (await repo.listItems(db, userId)).map(presentItem);
}
