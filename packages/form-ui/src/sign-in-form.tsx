import { createContext } from 'react';

/**
 * TFA-001: whether the fields render inside a login form. A password there is the account's
 * current one and the email is the account's user name, so the inputs say so to the browser
 * (`autocomplete="current-password"` / `"username"`): its password manager then offers the saved
 * sign-in instead of proposing a new password (WCAG 1.3.5, identify input purpose).
 */
export const SignInFormContext = createContext(false);
