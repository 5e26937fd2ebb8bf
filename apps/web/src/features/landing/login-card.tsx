import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { restoreScrollSoon } from "../../lib/browser.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useLogin } from "../auth/api.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { validateLogin } from "./validation.ts";

/** The small 'Hunter Login' card under the top-right button. */
export function LoginCard({ id, onClose }: { id: string; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [forgot, setForgot] = useState(false);
  const login = useLogin();
  const t = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    restoreScrollSoon(event.currentTarget);
    const problem = validateLogin(email, password);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    // mutateAsync: the card unmounts as soon as the user is known, and the toast must still show.
    login.mutateAsync({ email: email.trim(), password }).then(
      () => {
        toast({ title: t("login.welcomeBack"), description: t("login.success") });
        onClose();
      },
      (error: unknown) => toastFailure(t("login.failed"), error, t("login.failedFallback")),
    );
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="system-panel absolute top-full right-0 z-20 mt-2 w-[min(22rem,calc(100vw-1.5rem))] p-5"
    >
      <h2
        id={`${id}-title`}
        className="glow-text text-lg font-bold tracking-wide text-sky-100 uppercase"
      >
        {forgot ? t("login.resetTitle") : t("login.title")}
      </h2>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextField
            label={t("common.email")}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label={t("common.password")}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={login.isPending}>
              {login.isPending ? t("login.pending") : t("login.submit")}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
          </div>
          <button
            type="button"
            onClick={() => setForgot(true)}
            className="self-start text-sm text-sky-300 underline-offset-4 hover:underline"
          >
            {t("login.forgot")}
          </button>
        </form>
      )}
    </section>
  );
}
