import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, firstProblem, newPasswordSchema, signUpSchema } from './credentials';

describe('sign-up form rules', () => {
  it('rejects a password shorter than 6 characters with the spec message', () => {
    expect(firstProblem(signUpSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long');
  });

  it('accepts 6 characters and a trimmed e-mail', () => {
    expect(signUpSchema.parse({ email: '  a@b.co ', password: '123456' }).email).toBe('a@b.co');
  });

  it('rejects a malformed e-mail and mismatched new passwords', () => {
    expect(firstProblem(signUpSchema.safeParse({ email: 'nope', password: '123456' }))).toBe('Please enter a valid email address');
    expect(firstProblem(newPasswordSchema.safeParse({ password: '123456', confirm: '1234567' }))).toBe('The passwords do not match');
  });
});
