/**
 * The fan-tribute notice. The official works are named but not linked: this build does not
 * know their addresses, and the page must never fetch anything from another site.
 */
export function Attribution() {
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
        <em className="font-semibold text-sky-200 not-italic">official comic</em>, watch the{" "}
        <em className="font-semibold text-sky-200 not-italic">anime</em> and read the{" "}
        <em className="font-semibold text-sky-200 not-italic">novels</em> through their official
        publishers.
      </p>
    </aside>
  );
}
