import { parseAvatarPath } from "@repgate/contracts/profiles";
import type { User } from "@repgate/contracts/user";
import { cx } from "../lib/cx.ts";
import { initialOf } from "../lib/format.ts";

const SIZES = { sm: "size-8 text-sm", md: "size-14 text-xl", lg: "size-20 text-3xl" } as const;

/**
 * The address to show as a hunter's picture: only an avatar our server serves. Anything else
 * (an old row, a value another client wrote, the logout address) is not requested at all, since every
 * browser showing it would fetch it with the viewer's cookie (docs/decisions/018).
 */
export function avatarSource(url: string | null | undefined): string | null {
  return url && parseAvatarPath(url) ? url : null;
}

/** The hunter's picture, or the first letter of their name in a glowing ring. */
export function HunterAvatar({
  user,
  size = "md",
}: {
  user: Pick<User, "hunterName" | "profileImageUrl">;
  size?: keyof typeof SIZES;
}) {
  const classes = cx(
    "shrink-0 rounded-full border-2 border-sky-400 shadow-[0_0_12px_rgb(56_189_248/0.5)]",
    SIZES[size],
  );
  const source = avatarSource(user.profileImageUrl);
  if (source) return <img src={source} alt="" className={cx(classes, "object-cover")} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        classes,
        "flex items-center justify-center bg-slate-900 font-bold text-sky-100",
      )}
    >
      {initialOf(user.hunterName)}
    </span>
  );
}
