import { t } from "../lib/i18n/i18n.ts";
import { toast } from "./ui/toast-store.ts";

/** The spec's words for a refused picture, which differ per screen. */
export interface ImageFileRules {
  maxBytes: number;
  notAnImage: string;
  tooLarge: string;
}

/**
 * Takes the file a picker chose (and clears the picker, so the same file can be chosen again),
 * or says why it is refused and returns null. The server checks and re-encodes it anyway.
 */
export function acceptImageFile(input: HTMLInputElement, rules: ImageFileRules): File | null {
  const file = input.files?.[0];
  input.value = "";
  if (!file) return null;
  if (!file.type.startsWith("image/")) {
    toast({ title: t("imageFile.invalid"), description: rules.notAnImage, variant: "destructive" });
    return null;
  }
  if (file.size > rules.maxBytes) {
    toast({ title: t("imageFile.tooLarge"), description: rules.tooLarge, variant: "destructive" });
    return null;
  }
  return file;
}
