/**
 * The official works' publishers (docs/game-rules/screens.md: the notice links to the official
 * comic, anime and novels). Plain addresses: the page never fetches from another site, and
 * a link is followed only when the visitor chooses to.
 */
const OFFICIAL_WORKS = [
  {
    label: "official comic",
    verb: "read the",
    href: "https://izepress.com/",
    publisher: "Ize Press",
  },
  {
    label: "anime",
    verb: "watch the",
    href: "https://www.aniplexusa.com/",
    publisher: "Aniplex of America",
  },
  { label: "novels", verb: "read the", href: "https://yenpress.com/", publisher: "Yen Press" },
] as const;

function OfficialLink({ work }: { work: (typeof OFFICIAL_WORKS)[number] }) {
  return (
    <a
      href={work.href}
      target="_blank"
      // No referrer and no window handle for the publisher's page: it is not ours.
      rel="noopener noreferrer"
      className="font-semibold text-sky-200 underline decoration-sky-400/60 underline-offset-2 hover:text-sky-100 focus-visible:outline-2 focus-visible:outline-sky-300"
    >
      {work.label}
      <span className="sr-only"> (publisher {work.publisher}, opens in a new tab)</span>
    </a>
  );
}

/** The fan-tribute notice. */
export function Attribution() {
  const [comic, anime, novels] = OFFICIAL_WORKS;
  return (
    <aside
      aria-label="Attribution"
      className="rounded-lg border border-slate-700 bg-slate-950/60 p-4 text-sm leading-relaxed text-slate-300"
    >
      <p>
        <strong className="text-slate-100">Fan tribute notice:</strong> RepGate is a non-commercial
        fan tribute to a monster-hunting fantasy series. It is not affiliated with, endorsed by or
        connected to the original creators, artists or publishers, and all rights to the original
        work remain with them. Please support the original work: read the{" "}
        <OfficialLink work={comic} />, watch the <OfficialLink work={anime} /> and read the{" "}
        <OfficialLink work={novels} /> through their official publishers.
      </p>
    </aside>
  );
}
