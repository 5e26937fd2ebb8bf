import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";

/**
 * The official works' publishers (docs/game-rules/screens.md: the notice links to the official
 * comic, anime and novels). Plain addresses: the page never fetches from another site, and
 * a link is followed only when the visitor chooses to.
 */
const OFFICIAL_WORKS = [
  {
    label: "landing.attribution.comic",
    href: "https://izepress.com/",
    publisher: "Ize Press",
  },
  {
    label: "landing.attribution.anime",
    href: "https://www.aniplexusa.com/",
    publisher: "Aniplex of America",
  },
  {
    label: "landing.attribution.novels",
    href: "https://yenpress.com/",
    publisher: "Yen Press",
  },
] as const satisfies readonly { label: MessageId; href: string; publisher: string }[];

function OfficialLink({ work }: { work: (typeof OFFICIAL_WORKS)[number] }) {
  const t = useT();
  return (
    <a
      href={work.href}
      target="_blank"
      // No referrer and no window handle for the publisher's page: it is not ours.
      rel="noopener noreferrer"
      className="font-semibold text-sky-200 underline decoration-sky-400/60 underline-offset-2 hover:text-sky-100 focus-visible:outline-2 focus-visible:outline-sky-300"
    >
      {t(work.label)}
      <span className="sr-only">
        {t("landing.attribution.publisher", { publisher: work.publisher })}
      </span>
    </a>
  );
}

/** The fan-tribute notice. */
export function Attribution() {
  const t = useT();
  const [comic, anime, novels] = OFFICIAL_WORKS;
  return (
    <aside
      aria-label={t("landing.attribution.label")}
      className="rounded-lg border border-slate-700 bg-slate-950/60 p-4 text-sm leading-relaxed text-slate-300"
    >
      <p>
        <strong className="text-slate-100">{t("landing.attribution.heading")}</strong>{" "}
        {richText("landing.attribution.text", {
          comic: <OfficialLink work={comic} />,
          anime: <OfficialLink work={anime} />,
          novels: <OfficialLink work={novels} />,
        })}
      </p>
    </aside>
  );
}
