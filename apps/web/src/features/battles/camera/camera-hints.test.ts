import { initialPoseReps } from "@repgate/game/sensing/pose-reps";
import { describe, expect, it } from "vitest";
import { cameraError, formCueFor, hintFor } from "./camera-hints.ts";

describe("camera hints", () => {
  it("names the joints the camera cannot see", () => {
    const reading = { ...initialPoseReps, inFrame: false, missing: ["leftKnee", "leftAnkle"] };
    expect(hintFor("squats", reading)).toBe(
      "Step back: your whole body must be in the picture (left knee, left ankle not seen).",
    );
  });

  it("says what to do next in each phase, and when a rep was too fast", () => {
    const seen = { ...initialPoseReps, inFrame: true };
    expect(hintFor("pushups", { ...seen, phase: "extended" })).toBe(
      "Go down until your elbows bend to 90°.",
    );
    expect(hintFor("situps", { ...seen, phase: "flexed" })).toBe("Lie back down.");
    expect(hintFor("pushups", { ...seen, phase: "extended", tooFast: true })).toBe(
      "Too fast: that one did not count.",
    );
  });

  it("offers the tap when the camera is refused or missing", () => {
    expect(cameraError(new DOMException("denied", "NotAllowedError"))).toBe(
      "Camera blocked: allow it in the browser, or tap after each rep.",
    );
    expect(cameraError(new DOMException("none", "NotFoundError"))).toBe(
      "No camera found: tap after each rep instead.",
    );
  });
});

describe("form cues", () => {
  it("says why a short rep was refused, in the exercise's own words", () => {
    const seen = { ...initialPoseReps, inFrame: true, phase: "extended" as const };
    expect(formCueFor("squats", seen)).toBeNull();
    expect(formCueFor("pushups", { ...seen, cue: "goLower" })).toBe("Go lower");
    expect(formCueFor("pushups", { ...seen, cue: "lockOut" })).toBe("Straighten your arms");
    expect(formCueFor("situps", { ...seen, cue: "goLower" })).toBe("Sit up higher");
  });
});
