/**
 * A click and a buzz for each counted rep, so a hunter mid push-up knows the rep counted
 * without looking. The sound and the buzz are the game's own (lib/sfx.ts): the buzz is left out
 * for those who ask for reduced motion, the click for those who mute (remembered on this device).
 */
import { isSfxMuted, playSfx, setSfxMuted, unlockSfx, vibrate } from "../../lib/sfx.ts";

export const isRepSoundMuted = isSfxMuted;
export const setRepSoundMuted = setSfxMuted;

/**
 * Browsers start audio only after a tap: call this inside one (choosing a counting mode, a
 * '+1 Rep' press), so reps counted later by a sensor, and the hits after them, can be heard.
 */
export const unlockRepSound = unlockSfx;

/** Feedback for one counted rep. */
export function giveRepFeedback(muted: boolean): void {
  vibrate(40);
  if (!muted) playSfx("rep");
}
