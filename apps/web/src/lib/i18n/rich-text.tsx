import { Fragment, type ReactNode } from "react";
import { type MessageId, t } from "./i18n.ts";

const MARK = "\u0001";

/**
 * A message with React elements in its sentence (links, emphasis): each `{name}` of the message
 * is replaced by `parts[name]`, wherever the language puts it. Text around them stays text.
 */
export function richText(id: MessageId, parts: Record<string, ReactNode>): ReactNode[] {
  const markers = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(id, markers)
    .split(MARK)
    .map((piece, index) =>
      // Odd pieces are the names between two marks.
      index % 2 === 1 ? <Fragment key={piece}>{parts[piece]}</Fragment> : piece,
    );
}
