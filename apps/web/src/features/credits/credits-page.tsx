import { GamePicture } from "../../components/game-picture.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";

/**
 * The game-icons.net authors, as the set's license.txt lists them: its licence (CC BY 3.0) asks
 * for "Icons made by {author}" in a work that uses them.
 */
const ICON_AUTHORS = [
  "Lorc",
  "Delapouite",
  "John Colburn",
  "Felbrigg",
  "John Redman",
  "Carl Olsen",
  "Sbed",
  "PriorBlue",
  "Willdabeast",
  "Viscious Speed",
  "Lord Berandas",
  "Irongamer",
  "HeavenlyDog",
] as const;

const LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/";
/** A name, the same in every language. */
const ICON_SITE = "game-icons.net";

/** /credits: who made what RepGate shows that it did not make itself. */
export function CreditsPage() {
  const t = useT();
  return (
    <Panel aria-labelledby="credits-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex items-center gap-3">
        <GamePicture glyph="scroll-unfurled" className="size-10 text-sky-200" />
        <h1 id="credits-title" className="glow-text text-2xl font-bold text-sky-50">
          {t("credits.title")}
        </h1>
      </div>
      <section aria-labelledby="credits-pictures" className="flex flex-col gap-2">
        <PanelHeading id="credits-pictures">{t("credits.pictures")}</PanelHeading>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-200">
          {richText("credits.picturesText", {
            site: (
              <a className="text-sky-300 underline" href={`https://${ICON_SITE}`}>
                {ICON_SITE}
              </a>
            ),
            authors: t("credits.authors", {
              names: ICON_AUTHORS.slice(0, -1).join(", "),
              last: ICON_AUTHORS.at(-1),
            }),
            licence: (
              <a className="text-sky-300 underline" href={LICENCE_URL} rel="license">
                {t("credits.licence")}
              </a>
            ),
            url: LICENCE_URL,
          })}
        </p>
      </section>
      <section aria-labelledby="credits-game" className="flex flex-col gap-2">
        <PanelHeading id="credits-game">{t("credits.game")}</PanelHeading>
        <p className="text-sm text-slate-200">{t("credits.gameText")}</p>
      </section>
    </Panel>
  );
}
