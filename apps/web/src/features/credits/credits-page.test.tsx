import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CreditsPage } from "./credits-page.tsx";

describe("the credits screen", () => {
  it("credits the game-icons.net authors under CC BY 3.0, with the licence's address", () => {
    render(<CreditsPage />);
    expect(screen.getByRole("heading", { name: "Credits", level: 1 })).toBeTruthy();
    expect(screen.getByText(/Icons made by Lorc, Delapouite/)).toBeTruthy();
    const licence = screen.getByRole("link", { name: /CC BY 3\.0/ });
    expect(licence.getAttribute("href")).toBe("https://creativecommons.org/licenses/by/3.0/");
  });
});
