import { loadHomeMessages } from "../lib/i18n/i18n.ts";
import { lazyScreen } from "./lazy-screen.ts";

// The screens shown whatever the address (app/onboarding-screen.ts): the signed-in frame, the
// onboarding steps, the password reset and the unknown address. The screens an address shows
// are in routes.ts. Each is a chunk of its own, so a visitor downloads only the code of what
// they look at (docs/decisions/008-compression-and-code-splitting.md).

/** The frame speaks the home's English: the home needs no other (decision 050). */
export const SignedInLayout = lazyScreen(
  () => import("./layout.tsx").then((m) => m.AppLayout),
  loadHomeMessages,
);
export const ResetPasswordScreen = lazyScreen(() =>
  import("../features/accounts/reset-password-screen.tsx").then((m) => m.ResetPasswordScreen),
);
export const ControllerScreen = lazyScreen(() =>
  import("../features/battles/phone-controller/controller-screen.tsx").then(
    (m) => m.ControllerScreen,
  ),
);
export const NotFoundScreen = lazyScreen(() =>
  import("../features/not-found/not-found-page.tsx").then((m) => m.NotFoundPage),
);
export const OnboardingShellScreen = lazyScreen(() =>
  import("../features/onboarding/onboarding-shell.tsx").then((m) => m.OnboardingShell),
);
export const PlayerAcceptanceScreen = lazyScreen(() =>
  import("../features/onboarding/player-acceptance.tsx").then((m) => m.PlayerAcceptance),
);
/** An onboarding step, also open to an onboarded hunter at /assessment (routes.ts). */
export const AssessmentScreen = lazyScreen(() =>
  import("../features/onboarding/assessment-wizard.tsx").then((m) => m.AssessmentWizard),
);
export const ProfileCompletionScreen = lazyScreen(() =>
  import("../features/onboarding/profile-completion.tsx").then((m) => m.ProfileCompletion),
);
