/**
 * RepGate's mark (public/favicon.svg, drawn inline): as an `<img>` it was one more request in
 * every first screen's path on a phone, after the scripts, for a 28 px picture.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="12" fill="#050914" />
      <rect
        x="6"
        y="6"
        width="52"
        height="52"
        rx="9"
        fill="none"
        stroke="#38bdf8"
        strokeWidth="3"
      />
      <path
        d="M20 46V18h14a9 9 0 0 1 0 18h-6l12 10"
        fill="none"
        stroke="#e0f2fe"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
