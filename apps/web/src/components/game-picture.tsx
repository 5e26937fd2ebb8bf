import { loadGlyph } from "virtual:game-glyphs";
import { useEffect, useState } from "react";

/** Glyphs already fetched this session: a picture seen once draws at once the next time. */
const loaded = new Map<string, string>();

/**
 * Starts fetching a picture's glyph before any component shows it: a picture that a read names
 * is then on its way while the screen is put together, and drawn with the screen's first paint
 * rather than a round trip after it (docs/decisions/050-the-home-loads-what-it-paints.md).
 */
export function preloadGamePicture(glyph: string): Promise<void> {
  if (loaded.has(glyph)) return Promise.resolve();
  return loadGlyph(glyph).then(
    (svg) => {
      loaded.set(glyph, svg);
    },
    // Not arrived: the picture asks again when it is shown.
    () => {},
  );
}

function useGlyphBody(glyph: string): string | null {
  const [body, setBody] = useState(() => loaded.get(glyph) ?? null);
  useEffect(() => {
    const known = loaded.get(glyph);
    if (known) {
      setBody(known);
      return;
    }
    setBody(null);
    let current = true;
    loadGlyph(glyph).then(
      (svg) => {
        loaded.set(glyph, svg);
        if (current) setBody(svg);
      },
      // A chunk that failed to arrive leaves the frame empty; the name beside it still says what it is.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [glyph]);
  return body;
}

/**
 * One of the game's pictures (a game-icons.net glyph, CC BY 3.0, see /credits), drawn in the
 * text colour. With a `label` it is an image with that text alternative; without, decoration
 * beside text that already names the thing. Its box is drawn at once, so nothing shifts when
 * the glyph arrives.
 */
export function GamePicture({
  glyph,
  label,
  className,
}: {
  glyph: string;
  label?: string;
  className?: string;
}) {
  const body = useGlyphBody(glyph);
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 512 512"
      fill="currentColor"
      data-glyph={glyph}
      className={className}
      {...a11y}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is a glyph of the icon set, bundled at build time from packages/game's names, never user input.
      dangerouslySetInnerHTML={body ? { __html: body } : undefined}
    />
  );
}
