import { RANKS } from "@repgate/game/rules/ranks";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RankBadge } from "./match-badge.tsx";

/** The Tailwind hue a class list paints its text with ("text-emerald-200" gives "emerald"). */
function textHue(className: string): string | undefined {
  return /\btext-([a-z]+)-\d+\b/.exec(className)?.[1];
}

describe("RankBadge", () => {
  it("gives each rank, E to S, a colour of its own", () => {
    render(
      <div>
        {RANKS.map((rank) => (
          <RankBadge key={rank} rank={rank} />
        ))}
      </div>,
    );
    const hues = RANKS.map((rank) => textHue(screen.getByText(`${rank}-Rank`).className));
    expect(hues.every(Boolean)).toBe(true);
    expect(new Set(hues).size).toBe(RANKS.length);
    // Light text (the 100-200 shades) on the dark panels: AA contrast (axe checks it in e2e).
    for (const rank of RANKS) {
      expect(screen.getByText(`${rank}-Rank`).className).toMatch(/\btext-[a-z]+-(100|200)\b/);
    }
  });

  it("reads an unknown rank as E rather than showing it uncoloured", () => {
    render(<RankBadge rank="Z" />);
    expect(textHue(screen.getByText("Z-Rank").className)).toBe("slate");
  });
});
