/** A confirmation's sentences, one a line, so each reads (and is found) on its own. */
export function ConfirmLines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
