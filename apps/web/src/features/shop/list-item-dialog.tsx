import { LISTING_PRICE_MAX } from "@repgate/contracts/shop";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { inputClasses, TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { useInventory } from "../inventory/api.ts";
import { useListItem } from "./api.ts";

/** A whole number of gold from 1 to 100,000,000, or null (docs/game-rules/screens.md). */
function parsePrice(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const price = Number(text);
  return Number.isSafeInteger(price) && price >= 1 && price <= LISTING_PRICE_MAX ? price : null;
}

/** A whole number from 1 to `most`, or null. */
function parseQuantity(text: string, most: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= most ? quantity : null;
}

/**
 * 'List Item': choose an unequipped item, how many of a stack (one to start with, so a hunter
 * who sells a potion keeps the rest), a price for them all and an optional description.
 */
export function ListItemDialog() {
  const [open, setOpen] = useState(false);
  const [itemId, setItemId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [price, setPrice] = useState("");
  const [description, setDescription] = useState("");
  const inventory = useInventory();
  const listItem = useListItem();
  const selectId = useId();
  const descriptionId = useId();
  const listable = (inventory.data ?? []).filter((item) => !item.equipped && item.quantity > 0);
  const chosen = listable.find((item) => item.id === itemId);
  const stackOf = chosen && chosen.quantity > 1 ? chosen.quantity : null;

  function choose(id: string) {
    setItemId(id);
    setQuantity("1");
  }

  function reset() {
    setItemId("");
    setQuantity("1");
    setPrice("");
    setDescription("");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!itemId) {
      toast({
        title: "Invalid Input",
        description: "Choose an item to list.",
        variant: "destructive",
      });
      return;
    }
    const count = stackOf === null ? null : parseQuantity(quantity, stackOf);
    if (stackOf !== null && count === null) {
      toast({
        title: "Invalid Quantity",
        description: `Choose how many to list, from 1 to ${stackOf}.`,
        variant: "destructive",
      });
      return;
    }
    const amount = parsePrice(price);
    if (amount === null) {
      toast({
        title: "Invalid Price",
        description: "Please enter a valid price",
        variant: "destructive",
      });
      return;
    }
    const text = description.trim();
    listItem.mutate(
      {
        itemId,
        price: amount,
        ...(count === null ? {} : { quantity: count }),
        ...(text ? { description: text } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: "Item Listed", description: "Your item is now in the Hunter's Auction." });
          reset();
          setOpen(false);
        },
        onError: (error) => toastFailure("Listing Failed", error, "Failed to list item"),
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>List Item</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !listItem.isPending && setOpen(next)}
        title="List Item"
        description="Put an unequipped item up for other hunters to buy."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-200">
              Item
            </label>
            <select
              id={selectId}
              value={itemId}
              onChange={(event) => choose(event.target.value)}
              className={inputClasses}
            >
              <option value="">
                {inventory.isPending
                  ? "Loading items..."
                  : listable.length
                    ? "Choose an item"
                    : "No items to list"}
              </option>
              {listable.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                  {item.quantity > 1 ? ` (x${item.quantity})` : ""} - {item.rarity}
                </option>
              ))}
            </select>
          </div>
          {stackOf !== null ? (
            <TextField
              label={`Quantity (of ${stackOf})`}
              type="number"
              inputMode="numeric"
              min={1}
              max={stackOf}
              step={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          ) : null}
          <TextField
            label="Price (gold)"
            hint={stackOf !== null ? "For all of the quantity listed, as one sale." : undefined}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={descriptionId} className="text-sm font-medium text-slate-200">
              Description (optional)
            </label>
            <textarea
              id={descriptionId}
              maxLength={500}
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              className={cx(inputClasses, "h-auto py-2")}
            />
          </div>
          <Button type="submit" size="lg" disabled={listItem.isPending}>
            {listItem.isPending ? "Listing..." : "Confirm Listing"}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
