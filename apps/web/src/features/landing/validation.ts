import {
  HUNTER_NAME_MAX,
  HUNTER_NAME_TOO_LONG,
  looksLikeEmail,
  PASSWORD_MIN,
} from "@repgate/contracts/auth";

/** A validation failure as the toast shows it (docs/game-rules/screens.md). */
export interface Problem {
  title: string;
  description: string;
}

const isBlank = (value: string) => value.trim() === "";

export function validateLogin(email: string, password: string): Problem | null {
  if (isBlank(email) || isBlank(password)) {
    return { title: "Validation Error", description: "Please enter both email and password." };
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
    return { title: "Validation Error", description: "Please fill in all fields." };
  }
  if (!looksLikeEmail(email.trim())) {
    return { title: "Invalid Email", description: "Please enter a valid email address." };
  }
  if (hunterName.trim().length > HUNTER_NAME_MAX) {
    return { title: "Validation Error", description: HUNTER_NAME_TOO_LONG };
  }
  if (password.length < PASSWORD_MIN) {
    return {
      title: "Password Too Short",
      description: "Password must be at least 6 characters long.",
    };
  }
  return null;
}
