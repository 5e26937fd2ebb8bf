import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { CreditsPage } from "./credits-page.tsx";

describe("the credits screen", () => {
  it("credits the game-icons.net authors under CC BY 3.0, with the licence's address", () => {
    render(<CreditsPage />);
    expect(screen.getByRole("heading", { name: "Credits", level: 1 })).toBeTruthy();
    expect(screen.getByText(/Icons made by Lorc, Delapouite/)).toBeTruthy();
    const licence = screen.getByRole("link", { name: /CC BY 3\.0/ });
    expect(licence.getAttribute("href")).toBe("https://creativecommons.org/licenses/by/3.0/");
  });

  it("speaks Korean, the authors' names as they are", async () => {
    await activateLanguage("ko");
    render(<CreditsPage />);
    expect(screen.getByRole("heading", { name: "크레딧", level: 1 })).toBeTruthy();
    expect(screen.getByText(/아이콘 제작: Lorc, Delapouite/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "game-icons.net" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /CC BY 3\.0/ })).toBeTruthy();
  });
});
