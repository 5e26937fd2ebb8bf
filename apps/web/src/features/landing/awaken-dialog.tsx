import { type FormEvent, useState } from "react";
import { HunterNameField } from "../../components/hunter-name-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { restoreScrollSoon } from "../../lib/browser.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useOneAtATime } from "../../lib/use-one-at-a-time.ts";
import { useRegister } from "../auth/api.ts";
import { validateRegistration } from "./validation.ts";

interface AwakenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Registration: 'Awaken Your Hunter Powers'. */
export function AwakenDialog({ open, onOpenChange }: AwakenDialogProps) {
  const [email, setEmail] = useState("");
  const [hunterName, setHunterName] = useState("");
  const [password, setPassword] = useState("");
  const register = useRegister();
  const t = useT();
  const oneAtATime = useOneAtATime();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    restoreScrollSoon(event.currentTarget);
    const problem = validateRegistration({ email, hunterName, password });
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    // mutateAsync: the dialog unmounts as soon as the user is known, and the toast must still show.
    oneAtATime(() =>
      register.mutateAsync({ email: email.trim(), hunterName: hunterName.trim(), password }).then(
        () => {
          toast({
            title: t("awaken.welcome"),
            description: t("awaken.success"),
          });
          onOpenChange(false);
        },
        (error: unknown) => toastFailure(t("awaken.failed"), error, t("awaken.failedFallback")),
      ),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("awaken.title")}
      description={t("awaken.description")}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t("awaken.email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <HunterNameField
          label={t("awaken.hunterName")}
          autoComplete="nickname"
          value={hunterName}
          onChange={(e) => setHunterName(e.target.value)}
        />
        <PasswordField
          label={t("common.password")}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? t("awaken.pending") : t("awaken.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
