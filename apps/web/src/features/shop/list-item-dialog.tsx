import { LISTING_PRICE_MAX } from "@repgate/contracts/shop";
import { type FormEvent, useId, useState } from "react";
import { rarityName } from "../../components/rarity-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { inputClasses, TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
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
  const t = useT();
  const tt = useTableText();
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
        title: t("auction.list.invalidInput"),
        description: t("auction.list.chooseItemText"),
        variant: "destructive",
      });
      return;
    }
    const count = stackOf === null ? null : parseQuantity(quantity, stackOf);
    if (stackOf !== null && count === null) {
      toast({
        title: t("auction.list.invalidQuantity"),
        description: t("auction.list.invalidQuantityText", { most: stackOf }),
        variant: "destructive",
      });
      return;
    }
    const amount = parsePrice(price);
    if (amount === null) {
      toast({
        title: t("auction.list.invalidPrice"),
        description: t("auction.list.invalidPriceText"),
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
          toast({ title: t("auction.list.done"), description: t("auction.list.doneText") });
          reset();
          setOpen(false);
        },
        onError: (error) =>
          toastFailure(t("auction.list.failed"), error, t("auction.list.fallback")),
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("auction.list.open")}</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !listItem.isPending && setOpen(next)}
        title={t("auction.list.open")}
        description={t("auction.list.description")}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-200">
              {t("auction.list.item")}
            </label>
            <select
              id={selectId}
              value={itemId}
              onChange={(event) => choose(event.target.value)}
              className={inputClasses}
            >
              <option value="">
                {inventory.isPending
                  ? t("auction.list.loadingItems")
                  : listable.length
                    ? t("auction.list.chooseItem")
                    : t("auction.list.noItems")}
              </option>
              {listable.map((item) => (
                <option key={item.id} value={item.id}>
                  {tt(item.name)}
                  {item.quantity > 1 ? ` (x${item.quantity})` : ""} - {rarityName(item.rarity)}
                </option>
              ))}
            </select>
          </div>
          {stackOf !== null ? (
            <TextField
              label={t("auction.list.quantity", { most: stackOf })}
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
            label={t("auction.list.price")}
            hint={stackOf !== null ? t("auction.list.priceHint") : undefined}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={descriptionId} className="text-sm font-medium text-slate-200">
              {t("auction.list.descriptionLabel")}
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
            {listItem.isPending ? t("auction.list.listing") : t("auction.list.confirm")}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
