import { avatarPath } from "@repgate/contracts/profiles";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HunterAvatar } from "./hunter-avatar.tsx";

const own = avatarPath("0b7e3a2c-5d1f-4e8a-9c6b-2f4d8e1a3b5c", "0123456789abcdef");

describe("HunterAvatar", () => {
  it("shows an avatar our server serves", () => {
    const { container } = render(
      <HunterAvatar user={{ hunterName: "Jinwoo", profileImageUrl: own }} />,
    );
    expect(container.querySelector("img")?.getAttribute("src")).toBe(own);
  });

  it.each([
    "/api/logout",
    "https://evil.example/a.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    `${own}&next=/api/logout`,
  ])("requests nothing for %s, and shows the initial instead", (profileImageUrl) => {
    const { container } = render(<HunterAvatar user={{ hunterName: "jinwoo", profileImageUrl }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("J");
  });
});
