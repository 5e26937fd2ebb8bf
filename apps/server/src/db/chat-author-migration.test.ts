import { describe, expect, it } from "vitest";
import { withFreshDatabase } from "../test/database-before.ts";
import { migrateDatabase } from "./migrate.ts";

const HUNTER = "00000000-0000-4000-8000-000000000001";

describe("migration 0016: chat messages go with their author", () => {
  it("removes the text earlier deletions left without an author, keeps the rest, and cascades from now on", async () => {
    await withFreshDatabase("0016_chat_goes_with_its_author", async (pool) => {
      await pool.query(
        `INSERT INTO users (id, email, password_hash, hunter_name, hunter_name_key)
         VALUES ($1, 'a@example.com', 'x', 'Jinwoo', 'jinwoo')`,
        [HUNTER],
      );
      await pool.query(
        `INSERT INTO chat_messages (chat_type, region, user_id, content) VALUES
         ('regional', 'Seoul', NULL, 'Left behind by a deleted hunter'),
         ('regional', 'Seoul', $1, 'Still here')`,
        [HUNTER],
      );
      await migrateDatabase(pool);
      const left = await pool.query("SELECT content FROM chat_messages");
      expect(left.rows.map((r) => r.content)).toEqual(["Still here"]);

      await pool.query("DELETE FROM users WHERE id = $1", [HUNTER]);
      expect((await pool.query("SELECT count(*)::int AS n FROM chat_messages")).rows[0].n).toBe(0);
    });
  });
});
