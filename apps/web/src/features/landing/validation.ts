import { HUNTER_NAME_MAX, looksLikeEmail, PASSWORD_MIN } from "@repgate/contracts/auth";
import { t } from "../../lib/i18n/i18n.ts";

/** A validation failure as the toast shows it (docs/game-rules/screens.md). */
export interface Problem {
  title: string;
  description: string;
}

const isBlank = (value: string) => value.trim() === "";

export function validateLogin(email: string, password: string): Problem | null {
  if (isBlank(email) || isBlank(password)) {
    return { title: t("common.validationError"), description: t("login.missingFields") };
  }
  return null;
}

export function validateRegistration(fields: {
  email: string;
  hunterName: string;
  password: string;
}): Problem | null {
  const { email, hunterName, password } = fields;
  if (isBlank(email) || isBlank(hunterName) || isBlank(password)) {
    return { title: t("common.validationError"), description: t("awaken.missingFields") };
  }
  if (!looksLikeEmail(email.trim())) {
    return { title: t("awaken.invalidEmail"), description: t("awaken.invalidEmailText") };
  }
  if (hunterName.trim().length > HUNTER_NAME_MAX) {
    return {
      title: t("common.validationError"),
      description: t("awaken.nameTooLong", { max: HUNTER_NAME_MAX }),
    };
  }
  if (password.length < PASSWORD_MIN) {
    return {
      title: t("awaken.passwordShort"),
      description: t("awaken.passwordShortText", { min: PASSWORD_MIN }),
    };
  }
  return null;
}
