import type { FigurePose } from "@repgate/contracts/exercises";

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
  const dur = `${seconds}s`;
  const values = (a: number, b: number) => `${a};${b};${a}`;
  return (
    <div className="flex flex-col items-center gap-2">
      <svg
        viewBox="0 0 100 60"
        role="img"
        aria-label={`${name}: one rep, moving`}
        className="w-full max-w-sm rounded-md border border-sky-400/30 bg-slate-950 motion-reduce:hidden"
        data-testid="exercise-figure"
      >
        <line x1="0" y1="57" x2="100" y2="57" className="stroke-slate-600" strokeWidth="0.8" />
        {BONES.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={from[a][0]}
            y1={from[a][1]}
            x2={from[b][0]}
            y2={from[b][1]}
            className="stroke-sky-300"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <animate
              attributeName="x1"
              values={values(from[a][0], to[a][0])}
              dur={dur}
              repeatCount="indefinite"
            />
            <animate
              attributeName="y1"
              values={values(from[a][1], to[a][1])}
              dur={dur}
              repeatCount="indefinite"
            />
            <animate
              attributeName="x2"
              values={values(from[b][0], to[b][0])}
              dur={dur}
              repeatCount="indefinite"
            />
            <animate
              attributeName="y2"
              values={values(from[b][1], to[b][1])}
              dur={dur}
              repeatCount="indefinite"
            />
          </line>
        ))}
        <circle cx={from.head[0]} cy={from.head[1]} r="4" className="fill-sky-200">
          <animate
            attributeName="cx"
            values={values(from.head[0], to.head[0])}
            dur={dur}
            repeatCount="indefinite"
          />
          <animate
            attributeName="cy"
            values={values(from.head[1], to.head[1])}
            dur={dur}
            repeatCount="indefinite"
          />
        </circle>
      </svg>
      <div className="hidden w-full max-w-sm grid-cols-2 gap-2 motion-reduce:grid">
        <StillFigure label={`${name}: start`} pose={from} />
        <StillFigure label={`${name}: end`} pose={to} />
      </div>
    </div>
  );
}

function StillFigure({ label, pose }: { label: string; pose: FigurePose }) {
  return (
    <svg
      viewBox="0 0 100 60"
      role="img"
      aria-label={label}
      className="w-full rounded-md border border-sky-400/30 bg-slate-950"
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
        />
      ))}
      <circle cx={pose.head[0]} cy={pose.head[1]} r="4" className="fill-sky-200" />
    </svg>
  );
}
