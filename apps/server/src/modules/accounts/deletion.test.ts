import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { buy, post } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { DELETION_STEPS } from "./deletion-steps.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("account deletion steps", () => {
  it("end with deleting the hunter, after withdrawing listings and ending sessions", () => {
    expect(DELETION_STEPS.map((s) => s.name)).toEqual([
      "withdraw open auction listings",
      "leave the party",
      "hand over or leave the guild",
      "tell the chat rooms they wrote in",
      "end every session and close every socket",
      "delete the hunter and everything they own",
    ]);
  });

  it("take a leaving seller's open listing off the auction", async () => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    const listed = await post(t, seller, "/api/shop/auction/list", { itemId: helm.id, price: 50 });
    expect(listed.statusCode).toBe(201);
    const viewer = await signUpPlayer(t);
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: seller.cookie },
    });
    expect(gone.statusCode).toBe(200);
    const auction = await t.app.inject({
      url: "/api/shop/auction",
      headers: { cookie: viewer.cookie },
    });
    expect(auction.json().map((l: { id: string }) => l.id)).not.toContain(listed.json().id);
    const left = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE id = ${seller.user.id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
