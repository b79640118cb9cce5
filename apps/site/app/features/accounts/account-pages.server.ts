import { twoFactorMethodSchema, TWO_FACTOR_METHODS } from '@atelier/contracts/two-factor';
import { data, redirect, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import { loginFieldsOf } from './login-fields';
import {
  ACCOUNT_NONCE,
  ACCOUNT_PATHS,
  type AccountActionData,
  type LoginActionData,
  type PostedPageData,
} from './account-paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

const PAGE = { postId: 0, type: 'page' as const, template: 'my-account' };

export const STALE_PAGE_MESSAGE =
  'The page was out of date, so nothing was changed. Please try again.';

/** The request's sign-in; always there in the app (optional only in hand-built test contexts). */
function accountOf(context: AppLoadContext) {
  const account = context.account;
  if (!account) throw new Error('The load context has no account session.');
  return account;
}

async function signedInOrLogin(context: AppLoadContext) {
  const customer = await accountOf(context).customer();
  if (!customer) throw redirect(ACCOUNT_PATHS.login, { status: 303 });
  return customer;
}

async function postedFields(request: Request): Promise<Record<string, string> | undefined> {
  try {
    return formFields(await request.formData());
  } catch {
    return undefined;
  }
}

/** A shared page's native post (login, register, reset): the browser must say it came from here. */
const refusedElsewhere = () =>
  data<PostedPageData>({ kind: 'error', message: STALE_PAGE_MESSAGE, errors: {} }, { status: 403 });

// ---------------------------------------------------------------------------------------------
// The account page (personal).

export async function loadAccountPage({ context }: PageArgs) {
  const customer = await signedInOrLogin(context);
  const overview = await context.services.accounts.overview(customer);
  return {
    page: PAGE,
    account: overview,
    nonce: context.services.nonces.issue(ACCOUNT_NONCE, context.sessionId),
    // Issue 21: an owner's way into the studio (which asks for the second step itself).
    owner: customer.role === 'owner',
  };
}

/** The account page's forms: each names its `intent`; all carry the account nonce. */
export async function accountPageAction({ request, context }: PageArgs) {
  const fields = await postedFields(request);
  const { accounts, nonces } = context.services;
  if (!fields || !nonces.verify(ACCOUNT_NONCE, context.sessionId, fields._wpnonce)) {
    return data<AccountActionData>(
      { intent: 'none', kind: 'error', message: STALE_PAGE_MESSAGE },
      { status: 403 },
    );
  }
  const customer = await signedInOrLogin(context);
  const intent = fields.intent ?? '';
  switch (intent) {
    case 'password': {
      const changed = await accounts.changePassword(
        customer,
        fields.current_password,
        fields.new_password,
      );
      if (!changed.ok) {
        return data<AccountActionData>(
          {
            intent,
            kind: 'error',
            message: 'Your password was not changed.',
            errors: changed.errors,
          },
          { status: 400 },
        );
      }
      // Every other session of the account ends; this one signs in again under the new generation.
      // A second step this sign-in passed still holds: the same person just proved the password.
      await accountOf(context).signIn({
        customerId: customer.id,
        generation: changed.generation,
        secondFactor: await accountOf(context).passedSecondFactor(),
      });
      return {
        intent,
        kind: 'success',
        message: 'Your password is changed. Other devices are signed out.',
      } satisfies AccountActionData;
    }
    case 'totp-start':
      return {
        intent,
        kind: 'setup',
        message: '',
        setup: await accounts.startTotpSetup(customer),
      } satisfies AccountActionData;
    case 'totp-confirm': {
      const confirmed = await accounts.confirmTotpSetup(customer, fields.code ?? '');
      if (!confirmed.ok) {
        // The secret being set up stays the same until a right code confirms it.
        return data<AccountActionData>(
          {
            intent,
            kind: 'setup',
            message: confirmed.message,
            setup: customer.totpPendingSecret ? await accounts.startTotpSetup(customer) : undefined,
          },
          { status: 400 },
        );
      }
      return {
        intent,
        kind: 'codes',
        message:
          'Two-factor login is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.',
        recoveryCodes: confirmed.recoveryCodes,
      } satisfies AccountActionData;
    }
    case 'totp-disable': {
      const off = await accounts.disableTotp(customer, fields.code ?? '');
      return data<AccountActionData>(
        { intent, kind: off.ok ? 'success' : 'error', message: off.message },
        { status: off.ok ? 200 : 400 },
      );
    }
    case 'recovery-regenerate': {
      const renewed = await accounts.regenerateRecoveryCodes(customer, fields.code ?? '');
      if (!renewed.ok)
        return data<AccountActionData>(
          { intent, kind: 'error', message: renewed.message },
          { status: 400 },
        );
      return {
        intent,
        kind: 'codes',
        message: 'Your new recovery codes: the old ones no longer work. They are shown only now.',
        recoveryCodes: renewed.recoveryCodes,
      } satisfies AccountActionData;
    }
    case 'claim-request': {
      const sent = await accounts.requestClaim(customer);
      return { intent, kind: 'success', message: sent.message } satisfies AccountActionData;
    }
    default:
      return data<AccountActionData>(
        { intent: 'none', kind: 'error', message: 'That is not something this page does.' },
        { status: 400 },
      );
  }
}

/** Sign out (a POST with the account nonce): a new anonymous session that keeps the cart. */
export async function signOutAction({ request, context }: PageArgs) {
  const fields = await postedFields(request);
  if (fields && context.services.nonces.verify(ACCOUNT_NONCE, context.sessionId, fields._wpnonce)) {
    await accountOf(context).signOut();
  }
  throw redirect('/', { status: 303 });
}

// ---------------------------------------------------------------------------------------------
// Sign in (shared page; the second step of a no-JavaScript login is rendered by the action).

const loginRefusedElsewhere = () =>
  data<LoginActionData>(
    { kind: 'error', message: STALE_PAGE_MESSAGE, errors: {}, values: {}, hideForm: false },
    { status: 403 },
  );

export async function loginPageAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return loginRefusedElsewhere();
  const fields = await postedFields(request);
  if (!fields) return loginRefusedElsewhere();
  const { accounts, forms } = context.services;
  const intent = fields.intent ?? 'password';
  // The login form carries the address's `redirect_to` as a hidden field; the query is the fallback.
  const redirectTo =
    fields.redirect_to ?? new URL(request.url).searchParams.get('redirect_to') ?? undefined;

  if (intent === 'password') {
    const form = await forms.load(Number(fields.form_id) || 0);
    const ids =
      form && form.definition.settings.form_type === 'login'
        ? loginFieldsOf(form.definition)
        : { email: 'email-1', password: 'password-1' };
    const email = fields[ids.email] ?? '';
    const outcome = await accounts.beginLogin({
      email,
      password: fields[ids.password],
      addressHash: accountOf(context).addressHash,
      redirectTo,
    });
    const kept = { [ids.email]: email };
    switch (outcome.kind) {
      case 'limited':
        return data<LoginActionData>(
          { kind: 'error', message: outcome.message, errors: {}, values: kept, hideForm: false },
          { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
        );
      case 'refused':
        return data<LoginActionData>(
          { kind: 'error', message: outcome.message, errors: {}, values: kept, hideForm: false },
          { status: 400 },
        );
      case 'signed-in':
        await accountOf(context).signIn(outcome);
        throw redirect(outcome.redirectTo, { status: 303 });
      case 'two-factor':
        return {
          kind: 'two-factor',
          message: '',
          errors: {},
          values: {},
          hideForm: true,
          secondStep: {
            token: outcome.token,
            method: outcome.method,
            methods: [...outcome.methods],
          },
        } satisfies LoginActionData;
    }
  }

  // The second step, posted by the server-rendered form: the token, never the password.
  const token = fields.auth_token ?? '';
  const method = twoFactorMethodSchema.safeParse(fields.auth_method);
  const shownMethod = method.success ? method.data : 'totp';
  const secondStep = (message: string, kind: 'error' | 'success' = 'error', chosen = shownMethod) =>
    ({
      kind: 'two-factor',
      message,
      noticeKind: kind,
      errors: {},
      values: {},
      hideForm: true,
      secondStep: { token, method: chosen, methods: [...TWO_FACTOR_METHODS] },
    }) satisfies LoginActionData;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return data<LoginActionData>(
      {
        kind: 'error',
        message:
          'This sign-in has expired. Please sign in again with your email address and password.',
        errors: {},
        values: {},
        hideForm: false,
      },
      { status: 400 },
    );
  }
  if (intent === 'email-code') {
    const sent = await accounts.sendEmailCode(token);
    return data(secondStep(sent.message, sent.success ? 'success' : 'error', 'fallback-email'), {
      status: sent.success ? 200 : 429,
    });
  }
  if (intent === 'lost-device') {
    const lost = await accounts.lostDevice(token, accountOf(context).addressHash);
    return data(secondStep(lost.message, lost.success ? 'success' : 'error'), {
      status: lost.limited !== undefined ? 429 : 200,
    });
  }
  if (intent === 'choose') return secondStep('', 'success');
  const outcome = await accounts.completeLogin({
    token,
    method: shownMethod,
    code: (fields['auth-code'] ?? '').replace(/\s+/g, '').slice(0, 32),
  });
  if (outcome.kind === 'invalid') return data(secondStep(outcome.message), { status: 400 });
  await accountOf(context).signIn(outcome);
  throw redirect(outcome.redirectTo, { status: 303 });
}

// ---------------------------------------------------------------------------------------------
// Register, lost password, reset password (shared pages).

export async function registerPageAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return refusedElsewhere();
  const fields = await postedFields(request);
  if (!fields) return refusedElsewhere();
  const registered = await context.services.accounts.register({
    email: fields.email,
    password: fields.password,
  });
  if (!registered.ok) {
    return data<PostedPageData>(
      {
        kind: 'error',
        message: 'Your account was not created. Please check the form.',
        errors: registered.errors,
        values: { email: fields.email ?? '' },
      },
      { status: 400 },
    );
  }
  await accountOf(context).signIn(registered);
  throw redirect(ACCOUNT_PATHS.account, { status: 303 });
}

export async function lostPasswordPageAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return refusedElsewhere();
  const fields = await postedFields(request);
  if (!fields) return refusedElsewhere();
  const asked = await context.services.accounts.requestPasswordReset(
    fields.email,
    accountOf(context).addressHash,
  );
  return data<PostedPageData>(
    { kind: asked.limited === undefined ? 'success' : 'error', message: asked.message, errors: {} },
    { status: asked.limited === undefined ? 200 : 429 },
  );
}

const keyOf = (request: Request) => new URL(request.url).searchParams.get('key') ?? '';

export async function loadResetPasswordPage({ request, context }: PageArgs) {
  // The key is one visitor's: the page is personal.
  void context.sessionId;
  return { page: PAGE, keyIsLive: await context.services.accounts.resetKeyIsLive(keyOf(request)) };
}

export async function resetPasswordPageAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return refusedElsewhere();
  const fields = await postedFields(request);
  if (!fields) return refusedElsewhere();
  const reset = await context.services.accounts.resetPassword(keyOf(request), fields.password);
  if (!reset.ok) {
    return data<PostedPageData>(
      {
        kind: 'error',
        message: reset.message ?? 'Your password was not changed.',
        errors: reset.errors,
      },
      { status: 400 },
    );
  }
  await accountOf(context).signIn(reset);
  throw redirect(ACCOUNT_PATHS.account, { status: 303 });
}

// ---------------------------------------------------------------------------------------------
// Mailed links: a GET shows a button, the POST uses the link (mail scanners only GET).

export function loadMailedLinkPage({ request, context }: PageArgs) {
  void context.sessionId;
  return { page: PAGE, hasKey: /^[A-Za-z0-9_-]{43}$/.test(keyOf(request)) };
}

export async function lostDeviceLinkAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return refusedElsewhere();
  const signedIn = await context.services.accounts.useLostDeviceLink(keyOf(request));
  if (!signedIn) {
    return data<PostedPageData>(
      {
        kind: 'error',
        message: 'This link has expired or was already used. Please sign in again.',
        errors: {},
      },
      { status: 400 },
    );
  }
  await accountOf(context).signIn(signedIn);
  throw redirect(`${ACCOUNT_PATHS.account}?notice=two-factor-off`, { status: 303 });
}

export async function claimOrdersLinkAction({ request, context }: PageArgs) {
  if (!postedFromThisSite(request)) return refusedElsewhere();
  const customer = await accountOf(context).customer();
  if (!customer) {
    return data<PostedPageData>(
      {
        kind: 'error',
        message: 'Please sign in first, then open the link from the mail again.',
        errors: {},
      },
      { status: 401 },
    );
  }
  const claimed = await context.services.accounts.claimOrders(customer, keyOf(request));
  return data<PostedPageData>(
    { kind: claimed.ok ? 'success' : 'error', message: claimed.message, errors: {} },
    { status: claimed.ok ? 200 : 400 },
  );
}
