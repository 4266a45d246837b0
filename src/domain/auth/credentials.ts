import * as z from 'zod/mini';

/** Spec shell §5, §9. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

export const emailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter your email address'), z.email('Please enter a valid email address'));
export const passwordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
  );

export const signInSchema = z.object({ email: emailSchema, password: z.string().check(z.minLength(1, 'Please enter your password')) });
export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema });
export const resetRequestSchema = z.object({ email: emailSchema });
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .check(z.refine((value) => value.password === value.confirm, { message: 'The passwords do not match', path: ['confirm'] }));

/** The first problem of a form, in words for the cook. */
export function firstProblem(result: z.util.SafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Settings → Account → Delete my account: the cook's password confirms it. */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, 'Please enter your password'), z.maxLength(128, 'Password must be at most 128 characters long')),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export const WRONG_PASSWORD = 'That password is not right. Your account has not been deleted.';
