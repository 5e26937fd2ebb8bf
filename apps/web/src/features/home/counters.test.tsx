import type { User } from "@repgate/contracts/user";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { Counters } from "./counters.tsx";

function board(myPosition: number | null) {
  return { period: "alltime", hunters: [], myPosition, total: 1, nextCursor: null };
}

/** The hunter as the cache would change it: a hit taken (HP), then a claim paid (XP). */
function Harness({ start }: { start: User }) {
  const [hunter, setHunter] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setHunter({ ...hunter, playerCurrentHP: 40 })}>
        hurt
      </button>
      <button type="button" onClick={() => setHunter({ ...hunter, totalXP: 250 })}>
        paid
      </button>
      <Counters user={hunter} />
    </>
  );
}

describe("Counters", () => {
  it("follows the hunter's XP: Global Rank reads the board again when it changes, not on HP", async () => {
    const user = userEvent.setup();
    let position: number | null = null;
    const calls = mockFetch(({ path }) =>
      path.startsWith("/api/leaderboard") ? { body: board(position) } : undefined,
    );
    const reads = () => calls.filter((c) => c.path.startsWith("/api/leaderboard")).length;
    renderWithProviders(<Harness start={makeUser({ totalXP: 0 })} />);
    const rank = () => screen.getByText("Global Rank").nextElementSibling?.textContent;
    await waitFor(() => expect(rank()).toBe("--"));
    expect(reads()).toBe(1);

    await user.click(screen.getByRole("button", { name: "hurt" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);

    position = 12;
    await user.click(screen.getByRole("button", { name: "paid" }));
    await waitFor(() => expect(rank()).toBe("#12"));
    expect(reads()).toBe(2);
  });
});
