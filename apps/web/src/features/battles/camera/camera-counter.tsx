import {
  initialPoseReps,
  MIN_KEYPOINT_SCORE,
  type PoseExercise,
  type PoseRepState,
} from "@repgate/game/sensing/pose-reps";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/i18n.ts";
import { cameraError, formCueFor, hintFor, PoseModelError } from "./camera-hints.ts";
import { countFrame } from "./count-frame.ts";
import { loadPoseModel, type PoseModel } from "./pose-engine.ts";
import { drawSkeleton } from "./skeleton.ts";

interface CameraCounterProps {
  exercise: PoseExercise;
  /** A rep was counted from the camera. */
  onRep: () => void;
}

type Status =
  | { kind: "starting" }
  | { kind: "blocked"; message: string }
  | { kind: "tracking"; reading: PoseRepState };

/**
 * Timings for the hunter and for bench/pose-model.ts: the model's load time (warm-up
 * included), the first camera frame, and the median and 95th percentile of the last 100 frames.
 */
interface Timings {
  loadMs: number;
  firstFrameMs: number;
  frameMs: number;
  frameP95Ms: number;
  frames: number;
}

const RECENT_FRAMES = 100;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Camera mode of the rep counter: the camera's picture with the skeleton the pose model sees,
 * a hint for what to do next, and a rep counted each time the joint angle completes a cycle.
 * The model and the camera start when this mounts and stop when it unmounts.
 */
export default function CameraCounter({ exercise, onRep }: CameraCounterProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onRepRef = useRef(onRep);
  onRepRef.current = onRep;
  // Read by the running loop: another exercise starts a new count, not a new camera.
  const exerciseRef = useRef(exercise);
  exerciseRef.current = exercise;
  const [status, setStatus] = useState<Status>({ kind: "starting" });
  const [timings, setTimings] = useState<Timings | null>(null);
  const t = useT();

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    const recent: number[] = [];
    let state = initialPoseReps;
    let counting = exerciseRef.current;

    async function loop(model: PoseModel, video: HTMLVideoElement) {
      while (!stopped) {
        await new Promise((resolve) => {
          frame = requestAnimationFrame(resolve);
        });
        if (stopped) return;
        if (video.readyState < 2 || video.videoWidth === 0) continue;
        if (counting !== exerciseRef.current) {
          counting = exerciseRef.current;
          state = initialPoseReps;
        }
        const started = performance.now();
        const counted = await countFrame(model, video, state, counting, started);
        if (stopped) return;
        const took = performance.now() - started;
        recent.push(took);
        if (recent.length > RECENT_FRAMES) recent.shift();
        state = counted.state;
        const keypoints = counted.keypoints;
        if (state.counted) onRepRef.current();
        const canvas = canvasRef.current;
        if (canvas) {
          drawSkeleton(canvas, video.videoWidth, video.videoHeight, keypoints, MIN_KEYPOINT_SCORE);
        }
        const sorted = [...recent].sort((a, b) => a - b);
        setTimings((previous) => ({
          loadMs: model.loadMs,
          firstFrameMs: previous?.firstFrameMs ?? took,
          frameMs: percentile(sorted, 0.5),
          frameP95Ms: percentile(sorted, 0.95),
          frames: (previous?.frames ?? 0) + 1,
        }));
        setStatus({ kind: "tracking", reading: state });
      }
    }

    async function start() {
      const video = videoRef.current;
      if (!video) return;
      try {
        // The model first: the camera's light comes on only once its frames can be counted.
        const model = await loadPoseModel().catch((error: unknown) => {
          throw new PoseModelError(error);
        });
        if (stopped) return;
        const media = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
        });
        stream = media;
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        video.srcObject = media;
        await video.play();
        await loop(model, video);
      } catch (error) {
        if (!stopped) setStatus({ kind: "blocked", message: cameraError(error) });
      }
    }

    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  let hint = t("battle.camera.loading");
  if (status.kind === "blocked") hint = status.message;
  else if (status.kind === "tracking") hint = hintFor(exercise, status.reading);
  const outOfFrame = status.kind === "tracking" && !status.reading.inFrame;
  const cue = status.kind === "tracking" ? formCueFor(exercise, status.reading) : null;

  // On a phone the words sit over the picture (the form cue across its middle, the hint along
  // its foot, the privacy line along its top) and the picture takes the height the screen has
  // left, so HP, the count, Back and '+1 Rep' stay in view with no scrolling.
  const hintTone =
    outOfFrame || status.kind === "blocked"
      ? "border-amber-300/70 bg-amber-500/15 font-semibold text-amber-50 max-sm:bg-amber-950/85"
      : "border-slate-700 bg-slate-950/60 text-slate-100 max-sm:bg-slate-950/80";
  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-lg border border-slate-700 bg-slate-950">
        <div className="relative">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t("battle.camera.video")}
            className="block aspect-[4/3] w-full -scale-x-100 object-contain max-sm:aspect-auto max-sm:h-[max(8rem,calc(100dvh-28rem))]"
          />
          <canvas
            ref={canvasRef}
            className="pointer-events-none absolute inset-0 size-full -scale-x-100 object-contain"
          />
        </div>
        {/* Large and apart from the hint: read at arm's length, mid-set, on a small phone. */}
        <p
          role="alert"
          data-testid="form-cue"
          className={
            cue
              ? "text-center text-2xl font-bold leading-tight text-amber-200 max-sm:absolute max-sm:inset-x-0 max-sm:top-1/4 max-sm:bg-slate-950/75 max-sm:py-1 sm:py-2"
              : "sr-only"
          }
        >
          {cue ? (
            <>
              {cue}
              <span className="block text-sm font-semibold text-slate-200">
                {t("battle.camera.notCounted")}
              </span>
            </>
          ) : null}
        </p>
        <p
          role="status"
          aria-live="polite"
          data-testid="camera-hint"
          className={`border-t px-3 py-2 text-sm max-sm:absolute max-sm:inset-x-0 max-sm:bottom-0 max-sm:px-2 max-sm:py-1 max-sm:text-xs ${hintTone}`}
        >
          {hint}
        </p>
        <p className="px-3 py-1.5 text-xs text-slate-300 max-sm:absolute max-sm:inset-x-0 max-sm:top-0 max-sm:bg-slate-950/70 max-sm:px-2 max-sm:py-0.5 max-sm:text-[0.65rem]">
          {t("battle.camera.private")}
          {timings ? (
            <span
              data-testid="pose-timings"
              data-load-ms={Math.round(timings.loadMs)}
              data-first-frame-ms={Math.round(timings.firstFrameMs)}
              data-frame-ms={Math.round(timings.frameMs)}
              data-frame-p95-ms={Math.round(timings.frameP95Ms)}
              data-frames={timings.frames}
              className="max-sm:sr-only"
            >
              {t("battle.camera.timings", {
                seconds: (timings.loadMs / 1000).toFixed(1),
                ms: Math.round(timings.frameMs),
              })}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
