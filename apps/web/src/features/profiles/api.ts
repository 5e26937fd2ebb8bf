import { profileEndpoints } from "@repgate/contracts/endpoints/profiles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";

export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: queryKeyOf(profileEndpoints.publicProfile, { userId }),
    queryFn: () => call(profileEndpoints.publicProfile, { params: { userId } }),
    retry: false,
  });
}

export const myAchievementsQueryKey = queryKeyOf(profileEndpoints.myAchievements);
/** The prefix of every hunter's public profile (a prefix match finds them all). */
export const publicProfilesQueryKey = queryKeyOf(profileEndpoints.publicProfile);

export function useMyAchievements() {
  return useQuery({
    queryKey: myAchievementsQueryKey,
    queryFn: () => call(profileEndpoints.myAchievements),
  });
}

export function useActivity() {
  return useQuery({
    queryKey: queryKeyOf(profileEndpoints.activity),
    queryFn: () => call(profileEndpoints.activity),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { hunterName: string } | { profileImageUrl: string }) =>
      call(profileEndpoints.update, { body }),
    // The reply is the hunter: stored, so the update's hunterChanged reads it no more.
    onMutate: () => expectEcho(queryClient, "hunterChanged", userQueryKey),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
    onSettled: (_user, error, _body, echo) => echo?.settled(error === null),
  });
}

/**
 * Reawakening resets the hunter to before the assessment. Its hunterChanged would read the
 * hunter too, but the caller goes to /assessment at once and the onboarding steps let only a
 * hunter without an assessment in: the read is awaited here, before the caller's onSuccess.
 */
export function useReawaken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(profileEndpoints.reawaken),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/** The longest side a picture is shrunk to in the browser before it is sent. */
const UPLOAD_SIDE = 1024;

/**
 * Reads a picture and shrinks it to at most 1024 px as a JPEG data URL, so even a 200 MB photo
 * travels as a few hundred kB; the server decodes and re-encodes it again regardless.
 */
export async function shrinkToDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.9);
}
