import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeItem } from "../../test/fixtures.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { ListItemDialog } from "./list-item-dialog.tsx";

const POTIONS = makeItem({
  id: "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11",
  name: "Minor Healing Potion",
  quantity: 3,
});
const HELM = makeItem({
  id: "6c1f7f8e-3f39-4a4e-9a39-0c1b8f0c2a22",
  name: "Cloth Helm",
  type: "helmet",
  quantity: 1,
});

function renderDialog() {
  const calls = mockFetch((request) => {
    if (request.path === "/api/inventory") return { body: [POTIONS, HELM] };
    if (request.path === "/api/shop/auction/list") return { status: 500, body: {} };
    return undefined;
  });
  renderWithProviders(<ListItemDialog />);
  return calls;
}

async function openDialog() {
  await userEvent.click(screen.getByRole("button", { name: "List Item" }));
  const dialog = await screen.findByRole("dialog", { name: "List Item" });
  await within(dialog).findByRole("option", { name: /Minor Healing Potion/ });
  return dialog;
}

const listCalls = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.path === "/api/shop/auction/list");

describe("ListItemDialog's quantity", () => {
  it("lets the hunter choose how many of a stack to list, for one price", async () => {
    const calls = renderDialog();
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(/Quantity/)).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText("Item"), POTIONS.id);
    const quantity = within(dialog).getByLabelText("Quantity (of 3)");
    expect((quantity as HTMLInputElement).value).toBe("1");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await userEvent.type(within(dialog).getByLabelText("Price (gold)"), "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Listing" }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]?.body).toEqual({ itemId: POTIONS.id, price: 40, quantity: 2 });
  });

  it("refuses more than the stack holds, or none, before sending anything", async () => {
    const calls = renderDialog();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText("Item"), POTIONS.id);
    const quantity = within(dialog).getByLabelText("Quantity (of 3)");
    await userEvent.type(within(dialog).getByLabelText("Price (gold)"), "40");
    for (const wrong of ["4", "0"]) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, wrong);
      await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Listing" }));
      expect(await screen.findByText("Invalid Quantity")).toBeTruthy();
      expect(screen.getByText("Choose how many to list, from 1 to 3.")).toBeTruthy();
    }
    expect(listCalls(calls)).toHaveLength(0);
  });

  it("asks no quantity for a single item", async () => {
    const calls = renderDialog();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText("Item"), HELM.id);
    expect(within(dialog).queryByLabelText(/Quantity/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText("Price (gold)"), "90");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Listing" }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]?.body).toEqual({ itemId: HELM.id, price: 90 });
  });
});
