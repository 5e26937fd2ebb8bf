import type { ShopItem } from "@repgate/contracts/shop";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EquipmentWares } from "./equipment-wares.tsx";

function helm(n: number, slot: "helmet" | "ring" = "helmet"): ShopItem {
  return {
    id: `${slot}-${n}`,
    name: `${slot === "helmet" ? "Helm" : "Ring"} ${n}`,
    type: slot,
    subType: null,
    rarity: "common",
    price: 10 * n,
    minRank: "E",
    description: "",
    icon: "helm",
    stats: {},
    usage: null,
    setName: null,
  };
}

// Fourteen E-rank wares: thirteen helms and a ring.
const WARES = [...Array.from({ length: 13 }, (_, i) => helm(i + 1)), helm(1, "ring")];

function renderWares() {
  render(
    <EquipmentWares
      items={WARES}
      user={{ rank: "E", gold: 1000 }}
      card={(item) => <article aria-label={item.name}>{item.name}</article>}
    />,
  );
}

const cards = () => screen.getAllByRole("article");

describe("EquipmentWares on a phone", () => {
  it("shows six cards of a tier at a time, and more on request", async () => {
    renderWares();
    expect(cards()).toHaveLength(6);
    await userEvent.click(
      screen.getByRole("button", { name: "Show 6 more of E-Rank gear (8 left)" }),
    );
    expect(cards()).toHaveLength(12);
    await userEvent.click(
      screen.getByRole("button", { name: "Show 2 more of E-Rank gear (2 left)" }),
    );
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole("button", { name: /Show \d+ more/ })).toBeNull();
  });

  it("starts a filtered list again from its first page", async () => {
    renderWares();
    await userEvent.click(screen.getByRole("button", { name: /Show 6 more/ }));
    await userEvent.selectOptions(screen.getByLabelText("Slot"), "ring");
    expect(cards().map((card) => card.textContent)).toEqual(["Ring 1"]);
    await userEvent.selectOptions(screen.getByLabelText("Slot"), "all");
    expect(cards()).toHaveLength(6);
    expect(within(document.body).getByText("14 of 14 items")).toBeTruthy();
  });
});
