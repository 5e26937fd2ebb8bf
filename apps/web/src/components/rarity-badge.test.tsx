import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "../lib/i18n/i18n.ts";
import { RarityBadge } from "./rarity-badge.tsx";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("the rarity badge", () => {
  it("says the rarity in the hunter's language, and the spec's word in English", async () => {
    await act(() => activateLanguage("ko"));
    render(
      <>
        <RarityBadge rarity="rare" />
        <RarityBadge rarity="legendary" />
      </>,
    );
    expect(screen.getByText("희귀")).toBeTruthy();
    expect(screen.getByText("전설")).toBeTruthy();
    await act(() => activateLanguage("en"));
    expect(screen.getByText("rare").getAttribute("data-rarity")).toBe("rare");
    expect(screen.getByText("legendary")).toBeTruthy();
  });
});
