import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DungeonGuide } from "./dungeon-guide.tsx";

describe("DungeonGuide", () => {
  it("says the 30-minute timer runs for the whole dungeon, as the server runs it", () => {
    render(<DungeonGuide />);
    expect(screen.queryByText(/minutes per monster/)).toBeNull();
    expect(screen.getByText(/One 30-minute timer runs for the\s+whole dungeon/)).toBeTruthy();
  });
});
