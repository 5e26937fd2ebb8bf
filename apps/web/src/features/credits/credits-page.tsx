import { GamePicture } from "../../components/game-picture.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";

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

/** /credits: who made what RepGate shows that it did not make itself. */
export function CreditsPage() {
  return (
    <Panel aria-labelledby="credits-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex items-center gap-3">
        <GamePicture glyph="scroll-unfurled" className="size-10 text-sky-200" />
        <h1 id="credits-title" className="glow-text text-2xl font-bold text-sky-50">
          Credits
        </h1>
      </div>
      <section aria-labelledby="credits-pictures" className="flex flex-col gap-2">
        <PanelHeading id="credits-pictures">Pictures</PanelHeading>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-200">
          Every monster, item, class, dungeon and achievement picture comes from{" "}
          <a className="text-sky-300 underline" href="https://game-icons.net">
            game-icons.net
          </a>
          . Icons made by {ICON_AUTHORS.slice(0, -1).join(", ")} and {ICON_AUTHORS.at(-1)}, licensed
          under{" "}
          <a className="text-sky-300 underline" href={LICENCE_URL} rel="license">
            Creative Commons Attribution 3.0 (CC BY 3.0)
          </a>{" "}
          ({LICENCE_URL}). RepGate draws them in its own colours and sizes.
        </p>
      </section>
      <section aria-labelledby="credits-game" className="flex flex-col gap-2">
        <PanelHeading id="credits-game">The game</PanelHeading>
        <p className="text-sm text-slate-200">
          RepGate is a fan-made fitness game; its gate scenes are drawn for it.
        </p>
      </section>
    </Panel>
  );
}
