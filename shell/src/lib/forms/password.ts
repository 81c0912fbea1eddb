/**
 * The password policy of docs/product.md §5: at least 8 characters, an uppercase and a lowercase letter, a number and
 * a special character. The same classes as the server's check (backend/src/auth/passwords.ts), so what the
 * form shows as met is what the server accepts; any letter script counts (Arabic letters have no case, so
 * they satisfy neither case rule).
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'number', test: (p: string) => /\p{Nd}/u.test(p) },
  { id: 'special', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Every rule with whether the password meets it, in display order. */
export function checkPassword(password: string): { id: PasswordRuleId; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }));
}

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
