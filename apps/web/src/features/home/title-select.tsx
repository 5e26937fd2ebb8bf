import type { User } from "@repgate/contracts/user";
import { TITLES } from "@repgate/game/content/titles";
import { Check, ChevronDown, Lock } from "lucide-react";
import { Select } from "radix-ui";
import type { DeferredControlProps } from "../../components/deferred-control.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUpdateTitle } from "./api.ts";
import { TITLE_LABEL_ID, TitleField, titleTriggerClasses } from "./title-field.tsx";

/** Every title in the game; the ones the hunter has not unlocked are shown locked. */
export function TitleSelect({ user, initiallyOpen }: { user: User } & DeferredControlProps) {
  const t = useT();
  const tt = useTableText();
  const update = useUpdateTitle();

  function change(title: string) {
    if (title === user.currentTitle) return;
    update.mutate(title, {
      onError: () =>
        toast({
          title: t("home.titleFailed"),
          description: t("home.titleFailedText"),
          variant: "destructive",
        }),
    });
  }

  return (
    <TitleField>
      <Select.Root
        value={user.currentTitle}
        onValueChange={change}
        disabled={update.isPending}
        defaultOpen={initiallyOpen}
      >
        <Select.Trigger aria-labelledby={TITLE_LABEL_ID} className={titleTriggerClasses}>
          <Select.Value placeholder={t("home.none")} />
          <Select.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-slate-300" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="system-panel z-50 min-w-44 p-1"
          >
            <Select.Viewport>
              {TITLES.map(({ name, description }) => {
                const locked = !user.unlockedTitles.includes(name);
                return (
                  <Select.Item
                    key={name}
                    value={name}
                    disabled={locked}
                    className="relative flex cursor-pointer items-center gap-2 rounded py-1.5 pr-2 pl-7 text-sm text-slate-100 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-sky-500/20"
                  >
                    <Select.ItemIndicator className="absolute left-2">
                      <Check aria-hidden="true" className="size-4 text-sky-300" />
                    </Select.ItemIndicator>
                    <Select.ItemText>{tt(name)}</Select.ItemText>
                    {locked ? (
                      <>
                        <Lock aria-hidden="true" className="ml-auto size-3.5" />
                        <span className="sr-only">
                          {t("home.titleLocked", { description: tt(description) })}
                        </span>
                      </>
                    ) : null}
                  </Select.Item>
                );
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </TitleField>
  );
}
