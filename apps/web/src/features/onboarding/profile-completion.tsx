import { useState } from "react";
import { useUser } from "../auth/api.ts";
import { ClassSelection } from "./class-selection.tsx";
import { ProfileReady } from "./profile-ready.tsx";

/** Profile ready, then class selection; starts on the class step when only the class is missing. */
export function ProfileCompletion() {
  const { data: user } = useUser();
  const [step, setStep] = useState<1 | 2>(() =>
    user?.hasCompletedProfile && !user.userClass ? 2 : 1,
  );
  if (!user) return null;
  if (step === 1) return <ProfileReady user={user} onDone={() => setStep(2)} />;
  return <ClassSelection userId={user.id} />;
}
