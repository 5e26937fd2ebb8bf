import { HUNTER_NAME_TOO_LONG } from "@repgate/contracts/auth";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { HunterNameField } from "./hunter-name-field.tsx";

function Field() {
  const [name, setName] = useState("");
  return (
    <HunterNameField label="Hunter Name" value={name} onChange={(e) => setName(e.target.value)} />
  );
}

describe("HunterNameField", () => {
  it("counts as the server does and says so past 32 characters, without cutting the name", () => {
    render(<Field />);
    const input = screen.getByLabelText("Hunter Name") as HTMLInputElement;
    expect(screen.getByText("0 / 32 characters")).toBeTruthy();
    fireEvent.change(input, { target: { value: `  ${"a".repeat(32)}  ` } });
    expect(screen.getByText("32 / 32 characters")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    const long = "Shadow Monarch of the Eternal Night";
    fireEvent.change(input, { target: { value: long } });
    expect(input.value).toBe(long);
    expect(screen.getByText(`${long.length} / 32 characters`)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(HUNTER_NAME_TOO_LONG);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});
