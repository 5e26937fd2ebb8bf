import { AUCTION_PAGE_SIZE, type AuctionListing } from "@repgate/contracts/shop";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { AuctionBoard } from "./auction-board.tsx";

const hunter = makeUser({ gold: 1_000 });

/** Listing n of the board, newest first: ids that sort like the server's. */
function listing(n: number): AuctionListing {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    item: {
      name: `Relic ${n}`,
      type: "item",
      subType: null,
      rarity: "common",
      icon: null,
      stats: {},
      setName: null,
      quantity: 1,
    },
    price: 10,
    description: null,
    sellerId: "another-hunter",
    sellerName: "Hae-In",
    createdAt: "2026-11-28T12:00:00.000Z",
  };
}

/** A server holding `total` listings that answers ?limit= and ?cursor= as the real one does. */
function serveBoard(total: number) {
  const board = Array.from({ length: total }, (_, i) => listing(i + 1));
  return mockFetch((request) => {
    const url = new URL(request.path, "http://localhost");
    if (url.pathname !== "/api/shop/auction") return undefined;
    const limit = Number(url.searchParams.get("limit") ?? AUCTION_PAGE_SIZE);
    const cursor = url.searchParams.get("cursor");
    const start = cursor ? board.findIndex((l) => l.id === cursor) + 1 : 0;
    return { body: board.slice(start, start + limit) };
  });
}

const cards = () => screen.queryAllByRole("article").length;

describe("The auction board, a page at a time", () => {
  it("shows the first page and, from the keyboard, the next ones until there are no more", async () => {
    const calls = serveBoard(AUCTION_PAGE_SIZE * 2 + 5);
    renderWithProviders(<AuctionBoard user={hunter} />);
    expect(await screen.findByText("Relic 1")).toBeTruthy();
    expect(cards()).toBe(AUCTION_PAGE_SIZE);
    expect(screen.getByRole("status").textContent).toBe(`Showing ${AUCTION_PAGE_SIZE} listings.`);

    const more = screen.getByRole("button", { name: "Show more" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(cards()).toBe(AUCTION_PAGE_SIZE * 2));
    // The next page started after the last listing shown, and the focus stayed for the next.
    expect(calls.at(-1)?.path).toBe(
      `/api/shop/auction?limit=${AUCTION_PAGE_SIZE + 1}&cursor=${listing(AUCTION_PAGE_SIZE).id}`,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show more" }));

    await userEvent.keyboard(" ");
    await waitFor(() => expect(cards()).toBe(AUCTION_PAGE_SIZE * 2 + 5));
    expect(screen.getByText(`Relic ${AUCTION_PAGE_SIZE * 2 + 5}`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(
      `Showing ${AUCTION_PAGE_SIZE * 2 + 5} listings, all there are.`,
    );
    // Each listing once: three pages read, no fourth.
    expect(calls.filter((c) => c.path.startsWith("/api/shop/auction?"))).toHaveLength(3);
    // Fifty cards drawn in jsdom, on a shared machine.
  }, 30_000);

  it("offers no more when the whole board fits one page, even exactly", async () => {
    const calls = serveBoard(AUCTION_PAGE_SIZE);
    renderWithProviders(<AuctionBoard user={hunter} />);
    expect(await screen.findByText(`Relic ${AUCTION_PAGE_SIZE}`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith("/api/shop/auction?"))).toHaveLength(1);
  });
});
