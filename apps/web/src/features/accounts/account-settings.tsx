import type { Session } from "@repgate/contracts/accounts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
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
  const headingId = useId();
  const errorId = useId();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!currentPassword) return setError("Please enter your current password.");
    if (!newPassword) return setError("Please enter a new password.");
    if (newPassword.length < PASSWORD_MIN) {
      return setError("Password must be at least 6 characters long.");
    }
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (reply) => {
          setCurrentPassword("");
          setNewPassword("");
          toast({ title: "Password Changed", description: reply.message });
        },
        onError: (failure) =>
          setError(serverMessageOr(failure, "Could not change the password. Please try again.")),
      },
    );
  }

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>Change Password</PanelHeading>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4"
        aria-describedby={error ? errorId : undefined}
      >
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <PasswordField
          label="New password"
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
          At least 6 characters. Your other devices are signed out; this one stays signed in.
        </p>
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </form>
    </Panel>
  );
}

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function SessionsPanel() {
  const headingId = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  function endSession(session: Session) {
    endOne.mutate(session.id, {
      onSuccess: (reply) => toast({ title: "Session Ended", description: reply.message }),
      onError: (failure) =>
        toast({
          title: "Could Not End Session",
          description: serverMessageOr(failure, "Please try again."),
          variant: "destructive",
        }),
    });
  }

  function signOutOthers() {
    endOthers.mutate(undefined, {
      onSuccess: (reply) => toast({ title: "Signed Out Elsewhere", description: reply.message }),
      onError: (failure) =>
        toast({
          title: "Could Not Sign Out",
          description: serverMessageOr(failure, "Please try again."),
          variant: "destructive",
        }),
    });
  }

  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>Sessions</PanelHeading>
      {sessions.isPending ? (
        <ScreenLoading>Loading sessions...</ScreenLoading>
      ) : sessions.isError ? (
        <ScreenLoadError onRetry={() => void sessions.refetch()}>
          Could not load your sessions.
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
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-400">
                    Signed in {formatWhen(session.createdAt)} · Last seen{" "}
                    {formatWhen(session.lastSeenAt)}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={endOne.isPending}
                    aria-label={`End session: ${session.device}, last seen ${formatWhen(session.lastSeenAt)}`}
                    onClick={() => endSession(session)}
                  >
                    End
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
            Sign out everywhere else
          </Button>
        </>
      )}
    </Panel>
  );
}

function ExportPanel() {
  const headingId = useId();
  const errorId = useId();
  const hunterName = useUser().data?.hunterName ?? "hunter";
  const download = useDownloadData();
  return (
    <Panel aria-labelledby={headingId} className="flex flex-col">
      <PanelHeading id={headingId}>Your Data</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">
        One JSON file with everything RepGate stores about your hunter. You can download it 3 times
        an hour.
      </p>
      <Button
        variant="secondary"
        className="mt-4 self-start"
        aria-describedby={download.isError ? errorId : undefined}
        aria-disabled={download.isPending}
        onClick={() => {
          if (!download.isPending) download.mutate(hunterName);
        }}
      >
        {download.isPending ? "Preparing your data..." : "Download my data"}
      </Button>
      {download.isError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-300">
          {serverMessageOr(download.error, "Your data could not be downloaded. Please try again.")}
        </p>
      ) : null}
    </Panel>
  );
}

/** Deleting is for good, so a dialog asks for the password before anything is sent. */
function DeleteAccountPanel() {
  const headingId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteOwnAccount();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError("Enter your password to delete your account.");
    setError(null);
    remove.mutate(password, {
      onError: (failure) =>
        setError(serverMessageOr(failure, "Could not delete the account. Please try again.")),
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
      <PanelHeading id={headingId}>Delete Account</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">
        Your hunter, progress, gold and items are deleted for good.
      </p>
      <Button variant="secondary" className="mt-4 self-start" onClick={() => changeOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="Delete account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-describedby={error ? errorId : undefined}
        >
          <PasswordField
            label="Password"
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
            {remove.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </form>
      </Dialog>
    </Panel>
  );
}
