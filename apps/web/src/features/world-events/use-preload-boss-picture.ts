import { useEffect } from "react";
import { preloadGamePicture } from "../../components/game-picture.tsx";
import { useCurrentWorldEvent } from "./api.ts";

/**
 * Fetches the Gate Break boss's picture as soon as the event is read, while the home still waits
 * for its other reads: the card is then drawn with its picture, and on a phone the picture's
 * download is not one more round trip after the dashboard's render (decision 050).
 */
export function usePreloadBossPicture(): void {
  const picture = useCurrentWorldEvent().data?.event?.bossPicture;
  useEffect(() => {
    if (picture) void preloadGamePicture(picture);
  }, [picture]);
}
