/**
 * Plane geometry for posing the photo's body parts as rigid pieces: affine transforms in the
 * order of the canvas' setTransform(a, b, c, d, e, f), mapping (x, y) to
 * (a x + c y + e, b x + d y + f).
 */

export type Point = readonly [number, number];
export type Affine = readonly [number, number, number, number, number, number];

const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: apply `inner` first. */
function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [p, q, r, s, t, u] = inner;
  return [
    a * p + c * q,
    b * p + d * q,
    a * r + c * s,
    b * r + d * s,
    a * t + c * u + e,
    b * t + d * u + f,
  ];
}

export function apply([a, b, c, d, e, f]: Affine, [x, y]: Point): Point {
  return [a * x + c * y + e, b * x + d * y + f];
}

export function translate(dx: number, dy: number): Affine {
  return [1, 0, 0, 1, dx, dy];
}

export function scale(sx: number, sy = sx): Affine {
  return [sx, 0, 0, sy, 0, 0];
}

/** Clockwise on screen (y grows downwards) by `degrees`. */
function rotate(degrees: number): Affine {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
}

/** A chain of transforms, the first applied last (as written in maths). */
export function chain(...transforms: Affine[]): Affine {
  return transforms.reduce((outer, inner) => compose(outer, inner), IDENTITY);
}

/**
 * Moves a limb lying along `from` -> `to` in the photo so that it lies along `at` -> a point
 * at `degrees` clockwise from straight down, its length times `length` (a limb pointing at the
 * camera looks shorter) and its width times `width` (a torso seen side-on is narrower).
 */
export function placeLimb(
  from: Point,
  to: Point,
  at: Point,
  degrees: number,
  length = 1,
  width = 1,
): Affine {
  // The limb's own direction in the photo, from straight down.
  const own = (Math.atan2(-(to[0] - from[0]), to[1] - from[1]) * 180) / Math.PI;
  return chain(
    translate(at[0], at[1]),
    rotate(degrees),
    scale(width, length),
    rotate(-own),
    translate(-from[0], -from[1]),
  );
}

/** Turns a piece by `degrees` clockwise about its joint at `from`, then moves the joint to `to`. */
export function turnAbout(from: Point, to: Point, degrees: number): Affine {
  return chain(translate(to[0], to[1]), rotate(degrees), translate(-from[0], -from[1]));
}

/** A point `length` away from `origin` at `degrees` clockwise from straight down. */
export function towards(origin: Point, degrees: number, length: number): Point {
  const r = (degrees * Math.PI) / 180;
  return [origin[0] - length * Math.sin(r), origin[1] + length * Math.cos(r)];
}

/** The direction from `from` to `to`, degrees clockwise from straight down (as `towards`). */
export function heading(from: Point, to: Point): number {
  return (Math.atan2(-(to[0] - from[0]), to[1] - from[1]) * 180) / Math.PI;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
