import { Swords } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useOneAtATime } from "../../lib/use-one-at-a-time.ts";
import { useRequestPartyDungeon } from "../parties/api.ts";
import { useDungeons } from "./api.ts";

/** A party leader's way in: picks one of the open combat dungeons and asks the party. */
export function PartyDungeonEntry() {
  const dungeons = useDungeons();
  const request = useRequestPartyDungeon();
  const oneAtATime = useOneAtATime();
  const t = useT();
  const combat = (dungeons.data ?? []).filter(
    (d) => d.type === "combat" && new Date(d.expiresAt).getTime() > Date.now(),
  );
  const [chosen, setChosen] = useState("");
  const dungeonId = chosen || combat[0]?.id || "";
  if (combat.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="party-dungeon" className="text-sm font-medium text-slate-200">
        {t("dungeons.party.label")}
      </label>
      <select
        id="party-dungeon"
        className={inputClasses}
        value={dungeonId}
        onChange={(e) => setChosen(e.target.value)}
      >
        {combat.map((d) => (
          <option key={d.id} value={d.id}>
            {t("dungeons.party.option", { name: d.name, rank: d.rank })}
          </option>
        ))}
      </select>
      <Button
        disabled={request.isPending || !dungeonId}
        onClick={() =>
          oneAtATime(() =>
            request.mutateAsync(dungeonId).then(
              () =>
                toast({
                  title: t("dungeons.party.sent"),
                  description: t("dungeons.party.sentText"),
                }),
              (error: unknown) =>
                toastFailure(t("dungeons.party.failed"), error, t("dungeons.party.failedText")),
            ),
          )
        }
      >
        <Swords aria-hidden="true" className="size-4" />
        {t("dungeons.party.enter")}
      </Button>
    </div>
  );
}
