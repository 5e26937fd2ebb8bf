/**
 * A click and a buzz for each counted rep, so a hunter mid push-up knows the rep counted
 * without looking. The buzz is left out for those who ask the system for reduced motion; the
 * click for those who mute it (remembered on this device).
 */

const MUTE_KEY = "repgate.rep-sound-muted";

let audio: AudioContext | null = null;

export function isRepSoundMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function setRepSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, "1");
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Private windows may refuse storage: the switch still works for this visit.
  }
}

/**
 * Browsers start audio only after a tap: call this inside one (choosing a counting mode, a
 * '+1 Rep' press), so reps counted later by a sensor can still be heard.
 */
export function unlockRepSound(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
}

function click(): void {
  if (audio?.state !== "running") return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const now = audio.currentTime;
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.2, now);
  gain.gain.exponentialRampToValueAtTime(0.001, now + 0.12);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.12);
}

/** Feedback for one counted rep. */
export function giveRepFeedback(muted: boolean): void {
  const reducedMotion =
    typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!reducedMotion && typeof navigator.vibrate === "function") navigator.vibrate(40);
  if (!muted) click();
}
