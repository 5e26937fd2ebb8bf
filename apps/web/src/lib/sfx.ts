/**
 * The game's short sound effects, synthesized with Web Audio (no audio files to fetch), and its
 * haptics. One switch mutes every sound, remembered on this device (the battle's Mute toggle).
 * Browsers start audio only after a tap: `unlockSfx()` is called inside one, and until then every
 * sound is silently skipped. Haptics are left out for those who ask for reduced motion.
 */

export type Sfx = "rep" | "hit" | "critical" | "skill" | "counter" | "defeat" | "level-up";

/** The key predates the other sounds (it muted the rep click): kept so the choice carries over. */
const MUTE_KEY = "repgate.rep-sound-muted";

let audio: AudioContext | null = null;

export function isSfxMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function setSfxMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, "1");
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Private windows may refuse storage: the switch still works for this visit.
  }
}

/** Call inside a user gesture (a tap, a key press): creates or resumes the audio context. */
export function unlockSfx(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A buzz where the device has one, unless the hunter asked for reduced motion. */
export function vibrate(pattern: number | number[]): void {
  if (prefersReducedMotion()) return;
  if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") {
    navigator.vibrate(pattern);
  }
}

interface Tone {
  /** Start and end frequency (Hz): a slide down reads as a blow, up as a gain. */
  from: number;
  to: number;
  /** Seconds after the effect starts, and how long it rings. */
  at: number;
  length: number;
  type: OscillatorType;
  volume: number;
}

const tone = (
  from: number,
  to: number,
  at: number,
  length: number,
  type: OscillatorType = "square",
  volume = 0.12,
): Tone => ({ from, to, at, length, type, volume });

const EFFECTS: Record<Sfx, Tone[]> = {
  rep: [tone(880, 880, 0, 0.12, "sine", 0.2)],
  hit: [tone(220, 80, 0, 0.14, "square", 0.14)],
  skill: [tone(440, 880, 0, 0.12, "triangle", 0.16), tone(660, 1320, 0.08, 0.16, "triangle", 0.12)],
  critical: [
    tone(320, 60, 0, 0.18, "sawtooth", 0.14),
    tone(1200, 1800, 0.04, 0.12, "square", 0.08),
  ],
  counter: [tone(140, 60, 0, 0.2, "sawtooth", 0.12)],
  defeat: [
    tone(392, 392, 0, 0.12, "square", 0.1),
    tone(523, 523, 0.12, 0.12, "square", 0.1),
    tone(659, 659, 0.24, 0.24, "square", 0.1),
  ],
  "level-up": [
    tone(523, 523, 0, 0.1, "triangle", 0.14),
    tone(659, 659, 0.1, 0.1, "triangle", 0.14),
    tone(784, 784, 0.2, 0.1, "triangle", 0.14),
    tone(1047, 1047, 0.3, 0.3, "triangle", 0.14),
  ],
};

/** Plays one effect, unless muted or no tap has unlocked the sound yet. */
export function playSfx(effect: Sfx): void {
  if (isSfxMuted() || audio?.state !== "running") return;
  const context = audio;
  const start = context.currentTime;
  for (const part of EFFECTS[effect]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const begin = start + part.at;
    const end = begin + part.length;
    oscillator.type = part.type;
    oscillator.frequency.setValueAtTime(part.from, begin);
    if (part.to !== part.from) oscillator.frequency.exponentialRampToValueAtTime(part.to, end);
    gain.gain.setValueAtTime(part.volume, begin);
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(begin);
    oscillator.stop(end);
  }
}
