import { ko } from "@repgate/game/content/translations/ko";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MonsterStatus } from "../../features/battles/battle-status.tsx";
import { ItemTooltip } from "../../features/inventory/item-tooltip.tsx";
import { makeBattle, makeItem } from "../../test/fixtures.ts";
import { activateLanguage } from "./i18n.ts";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("the game tables' words in the hunter's language", () => {
  it("names the monster on the battle screen and an item in Korean, and English again after", async () => {
    await act(() => activateLanguage("ko"));
    render(
      <>
        <MonsterStatus battle={makeBattle({ monsterName: "Goblin Scout" })} />
        <ItemTooltip
          item={makeItem({
            name: "Minor Healing Potion",
            description: "A small red vial. Restores 50 HP.",
          })}
        />
      </>,
    );
    expect(screen.getByText("고블린 정찰병")).toBeTruthy();
    expect(screen.getByText("하급 회복 포션")).toBeTruthy();
    expect(screen.getByText(ko["A small red vial. Restores 50 HP."] as string)).toBeTruthy();
    expect(screen.queryByText("Goblin Scout")).toBeNull();

    await act(() => activateLanguage("en"));
    expect(screen.getByText("Goblin Scout")).toBeTruthy();
    expect(screen.getByText("Minor Healing Potion")).toBeTruthy();
  });

  it("shows what no table holds (a name a hunter wrote) as written", async () => {
    await act(() => activateLanguage("ko"));
    render(<ItemTooltip item={makeItem({ name: "Jinwoo's Lucky Sock", description: "" })} />);
    expect(screen.getByText("Jinwoo's Lucky Sock")).toBeTruthy();
  });
});
