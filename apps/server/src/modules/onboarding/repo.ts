import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { hunterClasses } from "../../db/schema/reference.ts";

export function listHunterClasses(db: Db) {
  return db.select().from(hunterClasses).orderBy(asc(hunterClasses.id));
}
