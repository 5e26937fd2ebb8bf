// The pseudo-locale en-XA (docs/i18n.md): English accented and lengthened, to find text that
// overflows or was never made translatable.
const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  y: "ý",
  A: "Å",
  E: "É",
  I: "Î",
  O: "Ø",
  U: "Û",
  C: "Ç",
  N: "Ñ",
  Y: "Ý",
};

/** The pseudo-locale's letters: each ASCII letter with an accent, the rest as they are. */
export function accentLetters(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** Accents the letters and lengthens the text by 40% (a German-like string), rounding up. */
export function pseudoText(text: string): string {
  const letters = text.replace(/\s/g, "").length;
  if (letters === 0) return text;
  const accented = accentLetters(text);
  // Padding in words of up to six, as a long language wraps: one unbroken run would test nothing real.
  const padding = "·".repeat(Math.ceil(letters * 0.4)).replace(/(·{6})(?=·)/g, "$1 ");
  return `${accented} ${padding}`;
}
