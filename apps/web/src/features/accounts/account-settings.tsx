import type { Session } from "@repgate/contracts/accounts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import {
  useChangePassword,
  useDeleteOwnAccount,
  useDownloadData,
  useEndOtherSessions,
  useEndSession,
  useSessions,
} from "./api.ts";

const PASSWORD_MIN = 6;

/**
 * Profile → Settings: change password, the hunter's sessions, and 'Download my data'.
 * Shown at /settings and placed in the profile's Settings tab.
 */
export function AccountSettings() {
  return (
    <div className="flex flex-col gap-4">
      <ChangePasswordPanel />
      <SessionsPanel />
      <ExportPanel />
      <DeleteAccountPanel />
    </div>
  );
}

function ChangePasswordPanel() {
  const t = useT();
  const headingId = useId();
  const errorId = useId();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!currentPassword) return setError(t("settings.currentPasswordMissing"));
    if (!newPassword) return setError(t("settings.newPasswordMissing"));
    if (newPassword.length < PASSWORD_MIN) {
      return setError(t("settings.passwordShort", { min: PASSWORD_MIN }));
    }
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (reply) => {
          setCurrentPassword("");
          setNewPassword("");
          toast({ title: t("settings.passwordChanged"), description: reply.message });
        },
        onError: (failure) =>
          setError(serverMessageOr(failure, t("settings.passwordChangeFailed"))),
      },
    );
  }

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{t("settings.changePassword")}</PanelHeading>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
        aria-describedby={error ? errorId : undefined}
      >
        <PasswordField
          label={t("settings.currentPassword")}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <PasswordField
          label={t("settings.newPassword")}
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <p className="text-xs text-slate-400">
          {t("settings.passwordHint", { min: PASSWORD_MIN })}
        </p>
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? t("settings.changing") : t("settings.changePassword")}
        </Button>
      </form>
    </Panel>
  );
}

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function SessionsPanel() {
  const t = useT();
  const headingId = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  function endSession(session: Session) {
    endOne.mutate(session.id, {
      onSuccess: (reply) =>
        toast({ title: t("settings.sessionEnded"), description: reply.message }),
      onError: (failure) =>
        toast({
          title: t("settings.endSessionFailed"),
          description: serverMessageOr(failure, t("settings.pleaseTryAgain")),
          variant: "destructive",
        }),
    });
  }

  function signOutOthers() {
    endOthers.mutate(undefined, {
      onSuccess: (reply) =>
        toast({ title: t("settings.signedOutElsewhere"), description: reply.message }),
      onError: (failure) =>
        toast({
          title: t("settings.signOutFailed"),
          description: serverMessageOr(failure, t("settings.pleaseTryAgain")),
          variant: "destructive",
        }),
    });
  }

  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{t("settings.sessions")}</PanelHeading>
      {sessions.isPending ? (
        <ScreenLoading>{t("settings.loadingSessions")}</ScreenLoading>
      ) : sessions.isError ? (
        <ScreenLoadError onRetry={() => void sessions.refetch()}>
          {t("settings.sessionsFailed")}
        </ScreenLoadError>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-3">
            {sessions.data.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-700 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-100">
                    {session.device}
                    {session.current ? (
                      <span className="ml-2 rounded bg-sky-900 px-1.5 py-0.5 text-xs text-sky-100">
                        {t("settings.thisDevice")}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-400">
                    {t("settings.sessionTimes", {
                      signedIn: formatWhen(session.createdAt),
                      lastSeen: formatWhen(session.lastSeenAt),
                    })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={endOne.isPending}
                    aria-label={t("settings.endSessionLabel", {
                      device: session.device,
                      lastSeen: formatWhen(session.lastSeenAt),
                    })}
                    onClick={() => endSession(session)}
                  >
                    {t("settings.end")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={others.length === 0 || endOthers.isPending}
            onClick={signOutOthers}
          >
            {t("settings.signOutOthers")}
          </Button>
        </>
      )}
    </Panel>
  );
}

function ExportPanel() {
  const t = useT();
  const headingId = useId();
  const errorId = useId();
  const hunterName = useUser().data?.hunterName ?? "hunter";
  const download = useDownloadData();
  return (
    <Panel aria-labelledby={headingId} className="flex flex-col">
      <PanelHeading id={headingId}>{t("settings.yourData")}</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">{t("settings.yourDataText")}</p>
      <Button
        variant="secondary"
        className="mt-4 self-start"
        aria-describedby={download.isError ? errorId : undefined}
        aria-disabled={download.isPending}
        onClick={() => {
          if (!download.isPending) download.mutate(hunterName);
        }}
      >
        {download.isPending ? t("settings.preparingData") : t("settings.downloadData")}
      </Button>
      {download.isError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-300">
          {serverMessageOr(download.error, t("settings.downloadFailed"))}
        </p>
      ) : null}
    </Panel>
  );
}

/** Deleting is for good, so a dialog asks for the password before anything is sent. */
function DeleteAccountPanel() {
  const t = useT();
  const headingId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteOwnAccount();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(t("settings.deletePasswordMissing"));
    setError(null);
    remove.mutate(password, {
      onError: (failure) => setError(serverMessageOr(failure, t("settings.deleteFailed"))),
    });
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword("");
      setError(null);
    }
  }

  return (
    <Panel aria-labelledby={headingId} className="flex flex-col">
      <PanelHeading id={headingId}>{t("settings.deleteAccountTitle")}</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">{t("settings.deleteAccountText")}</p>
      <Button variant="secondary" className="mt-4 self-start" onClick={() => changeOpen(true)}>
        {t("settings.deleteAccount")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={t("settings.deleteAccountQuestion")}
        description={t("settings.deleteAccountConfirm")}
      >
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-describedby={error ? errorId : undefined}
        >
          <PasswordField
            label={t("common.password")}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={remove.isPending}>
            {remove.isPending ? t("settings.deleting") : t("settings.deleteMyAccount")}
          </Button>
        </form>
      </Dialog>
    </Panel>
  );
}
