import type pg from "pg";

/**
 * Tables where another hunter may legitimately add rows that reference a hunter (a notification
 * for them, a friend request, an invitation, a message). Rows there may be added by others;
 * existing ones must still never change or vanish. Areas that add such tables (friends, chat,
 * party, guild) add their names here: this is the only list to touch.
 */
const TABLES_OTHERS_MAY_ADD_TO: readonly string[] = [
  // A direct message, an invitation or a friend request notifies the hunter it is for.
  "notifications",
  // ...and each notification is offered to the hunter's devices, the attempt recorded once
  // (outcome "no-subscription" when they have none). Written just after the notification, so
  // whether the fuzz run's last look sees it depended on timing.
  "push_deliveries",
  // Asking someone to be your friend adds the pair's row.
  "friendships",
  "party_invitations",
  "guild_invitations",
  // Muting or blocking someone is the muter's row, naming the one muted.
  "hunter_blocks",
  // A report names the reported message's author.
  "chat_reports",
];

/** Column names that point at a hunter even without a foreign key. */
const USER_COLUMN_RE =
  /^(user|hunter|owner|seller|buyer|sender|recipient|target|friend|requester|addressee|inviter|invitee)(_user)?_id$/;

interface UserColumns {
  table: string;
  columns: string[];
}

/** Every (table, columns) that references users: foreign keys to users, and by name. */
async function userReferencingColumns(pool: pg.Pool): Promise<UserColumns[]> {
  const { rows } = await pool.query<{ table: string; column: string }>(`
    SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
    UNION
    SELECT table_name AS table, column_name AS column
      FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name ~ '${USER_COLUMN_RE.source}'
    UNION
    SELECT 'users', 'id'`);
  const byTable = new Map<string, string[]>();
  for (const row of rows) {
    const table = row.table.replace(/^public\./, "").replace(/"/g, "");
    byTable.set(table, [...(byTable.get(table) ?? []), row.column]);
  }
  return [...byTable]
    .map(([table, columns]) => ({ table, columns }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

/** Every row of every table that references the hunter, as sorted JSON text per table. */
export async function snapshotHunter(
  pool: pg.Pool,
  userId: string,
): Promise<Map<string, string[]>> {
  const snapshot = new Map<string, string[]>();
  for (const { table, columns } of await userReferencingColumns(pool)) {
    const where = columns.map((c) => `"${c}"::text = $1`).join(" OR ");
    const { rows } = await pool.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM "${table}" t WHERE ${where} ORDER BY 1`,
      [userId],
    );
    snapshot.set(
      table,
      rows.map((r) => r.row),
    );
  }
  return snapshot;
}

/**
 * What changed of the hunter between two snapshots, other than rows others may add in the
 * allowed tables. Empty when nothing did.
 */
export function victimChanges(
  before: Map<string, string[]>,
  after: Map<string, string[]>,
): string[] {
  const changes: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table) ?? [];
    const now = new Set(after.get(table) ?? []);
    for (const row of was)
      if (!now.has(row)) changes.push(`${table}: changed or removed ${row.slice(0, 300)}`);
    if (!TABLES_OTHERS_MAY_ADD_TO.includes(table)) {
      const wasSet = new Set(was);
      for (const row of now)
        if (!wasSet.has(row)) changes.push(`${table}: added ${row.slice(0, 300)}`);
    }
  }
  return changes;
}

/** The ids of the hunter's own rows (their items, quests, battles...), for hostile requests. */
export function idsIn(snapshot: Map<string, string[]>): string[] {
  const ids = new Set<string>();
  for (const rows of snapshot.values()) {
    for (const row of rows) {
      const id = (JSON.parse(row) as { id?: unknown }).id;
      if (id !== undefined && id !== null) ids.add(String(id));
    }
  }
  return [...ids];
}

/** Up to `perTable` ids of every table with an `id` column: reference data and others' rows. */
export async function idsOfAllTables(pool: pg.Pool, perTable = 15): Promise<string[]> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'id'`,
  );
  const ids: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id::text AS id FROM "${table_name}" ORDER BY random() LIMIT ${perTable}`,
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
