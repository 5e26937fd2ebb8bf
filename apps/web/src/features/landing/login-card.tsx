import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { restoreScrollSoon } from "../../lib/browser.ts";
import { useLogin } from "../auth/api.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { validateLogin } from "./validation.ts";

/** The small 'Hunter Login' card under the top-right button. */
export function LoginCard({ id, onClose }: { id: string; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [forgot, setForgot] = useState(false);
  const login = useLogin();

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
        toast({ title: "Welcome back, Hunter!", description: "Successfully logged in." });
        onClose();
      },
      (error: unknown) => toastFailure("Login Failed", error, "Invalid email or password."),
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
        {forgot ? "Reset Password" : "Hunter Login"}
      </h2>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={login.isPending}>
              {login.isPending ? "Logging In..." : "Log In"}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
          <button
            type="button"
            onClick={() => setForgot(true)}
            className="self-start text-sm text-sky-300 underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        </form>
      )}
    </section>
  );
}
