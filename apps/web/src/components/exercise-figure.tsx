import type { FigurePose } from "@repgate/contracts/exercises";
import { cx } from "../lib/cx.ts";

type Joint = keyof FigurePose;

/** The figure's limbs, joint to joint, as the pose model sees a body from the side. */
const BONES: readonly [Joint, Joint][] = [
  ["shoulder", "elbow"],
  ["elbow", "hand"],
  ["shoulder", "hip"],
  ["hip", "knee"],
  ["knee", "foot"],
];

/**
 * One rep of the exercise drawn as the counter sees a body: a figure of joints moving between
 * the rep's two ends, in SVG with its own animation (no video, no script). Someone who asked
 * for less motion sees the two ends side by side instead.
 */
export function ExerciseFigure({
  name,
  from,
  to,
  seconds,
}: {
  name: string;
  from: FigurePose;
  to: FigurePose;
  seconds: number;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <Figure
        label={`${name}: one rep, moving`}
        pose={from}
        moving={{ to, seconds }}
        className="max-w-sm motion-reduce:hidden"
      />
      <div className="hidden w-full max-w-sm grid-cols-2 gap-2 motion-reduce:grid">
        <Figure label={`${name}: start`} pose={from} />
        <Figure label={`${name}: end`} pose={to} />
      </div>
    </div>
  );
}

/** The joint moving from its place in `pose` to `to` and back, once every `seconds`. */
function Move({
  attribute,
  from,
  to,
  seconds,
}: {
  attribute: string;
  from: number;
  to: number;
  seconds: number;
}) {
  return (
    <animate
      attributeName={attribute}
      values={`${from};${to};${from}`}
      dur={`${seconds}s`}
      repeatCount="indefinite"
    />
  );
}

function Figure({
  label,
  pose,
  moving,
  className,
}: {
  label: string;
  pose: FigurePose;
  moving?: { to: FigurePose; seconds: number };
  className?: string;
}) {
  const move = (attribute: string, joint: Joint, axis: 0 | 1) =>
    moving && (
      <Move
        attribute={attribute}
        from={pose[joint][axis]}
        to={moving.to[joint][axis]}
        seconds={moving.seconds}
      />
    );
  return (
    <svg
      viewBox="0 0 100 60"
      role="img"
      aria-label={label}
      className={cx("w-full rounded-md border border-sky-400/30 bg-slate-950", className)}
      data-testid={moving ? "exercise-figure" : undefined}
    >
      <line x1="0" y1="57" x2="100" y2="57" className="stroke-slate-600" strokeWidth="0.8" />
      {BONES.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={pose[a][0]}
          y1={pose[a][1]}
          x2={pose[b][0]}
          y2={pose[b][1]}
          className="stroke-sky-300"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          {move("x1", a, 0)}
          {move("y1", a, 1)}
          {move("x2", b, 0)}
          {move("y2", b, 1)}
        </line>
      ))}
      <circle cx={pose.head[0]} cy={pose.head[1]} r="4" className="fill-sky-200">
        {move("cx", "head", 0)}
        {move("cy", "head", 1)}
      </circle>
    </svg>
  );
}
