import type { TwoFactorMethod } from '@atelier/contracts/two-factor';

/** Issue 15: the account pages' addresses (all under /my-account/, which robots.txt disallows). */
export const ACCOUNT_PATHS = {
  account: '/my-account/',
  login: '/my-account/login/',
  register: '/my-account/register/',
  lostPassword: '/my-account/lost-password/',
  resetPassword: '/my-account/reset-password/',
  logout: '/my-account/logout/',
  lostDevice: '/my-account/lost-device/',
  claimOrders: '/my-account/claim-orders/',
} as const;

/** The nonce of the account page's forms and of signing out (bound to the visitor's session). */
export const ACCOUNT_NONCE = 'atelier_account';

/** What a shared account page's native post answers (register, lost and reset password, links). */
export interface PostedPageData {
  kind: 'error' | 'success';
  message: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
}

/** The login page's native post: the form's outcome, or the second step of a two-factor login. */
export interface LoginActionData {
  kind: 'error' | 'success' | 'two-factor';
  message: string;
  /** For the second step's notice. */
  noticeKind?: 'error' | 'success';
  errors: Record<string, string>;
  values: Record<string, string>;
  hideForm: boolean;
  secondStep?: { token: string; method: TwoFactorMethod; methods: TwoFactorMethod[] };
}

/** The account page's forms. */
export interface AccountActionData {
  intent: string;
  kind: 'error' | 'success' | 'setup' | 'codes';
  message: string;
  errors?: Record<string, string>;
  setup?: { secret: string; uri: string; qrSvg: string } | undefined;
  recoveryCodes?: string[];
}
