import { PASSWORD_MIN_LENGTH } from './password';

// The meter's rules, apart from the enforced length (./password): the sign-in page checks a
// password's length and carries none of this.
export const passwordRuleIds = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const;
export type PasswordRuleId = (typeof passwordRuleIds)[number];

const passwordRuleTests: Record<PasswordRuleId, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  number: (password) => /[0-9]/.test(password),
  special: (password) => /[^A-Za-z0-9]/.test(password),
};

export type PasswordStrengthLabel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  /** Share of the five rules met, 0 to 1. */
  score: number;
  label: PasswordStrengthLabel;
  /** Which rules are met. */
  rules: Record<PasswordRuleId, boolean>;
}

/** The strength meter of spec 1 §5: under 40% weak, under 60% fair, under 80% good, else strong. */
export function passwordStrength(password: string): PasswordStrength {
  const rules = Object.fromEntries(
    passwordRuleIds.map((id) => [id, passwordRuleTests[id](password)]),
  ) as Record<PasswordRuleId, boolean>;
  const met = passwordRuleIds.filter((id) => rules[id]).length;
  const score = met / passwordRuleIds.length;
  const label: PasswordStrengthLabel =
    score < 0.4 ? 'weak' : score < 0.6 ? 'fair' : score < 0.8 ? 'good' : 'strong';
  return { score, label, rules };
}
