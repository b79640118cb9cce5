import {
  FORM_NONCE_FIELD,
  FORM_SUBMIT_NONCE,
  type FormSubmitAnswer,
} from '@atelier/contracts/forms';
import {
  AUTHENTICATION_INVALID,
  AUTHENTICATION_SHOW,
  fallbackEmailRequestSchema,
  lostDeviceRequestSchema,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_FIELDS,
  twoFactorStepSchema,
  type TwoFactorNoticeAnswer,
} from '@atelier/contracts/two-factor';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginFieldsOf } from '~/features/accounts/login-fields';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import type { VisitorSession } from '../platform/http/sessions';
import { accountSessionOf, signedInMarkerCookie } from './account-session';
import {
  ACCOUNT_MESSAGES,
  type AccountsService,
  type LoginOutcome,
  type SecondStepOutcome,
} from './accounts-service';

const REQUIRED = 'This field is required.';

const signedInAnswer = (redirectTo: string): FormSubmitAnswer => ({
  success: true,
  data: {
    message: ACCOUNT_MESSAGES.signedIn,
    behav: 'behaviour-redirect',
    url: redirectTo,
    newtab: 'sametab',
  },
});

const invalidAnswer = (message: string): FormSubmitAnswer => ({
  success: false,
  data: { authentication: AUTHENTICATION_INVALID, message },
});

/** A limit reached: the API's 429 in the usual `{ success: false, data }` shape, with Retry-After. */
function limitedError(
  reply: FastifyReply,
  outcome: { message: string; retryAfterSeconds: number },
) {
  reply.header('retry-after', outcome.retryAfterSeconds);
  return new ApiError(429, outcome.message, 'rate_limited');
}

/**
 * A login form's submit over the wire (TFA-001…TFA-003, issue 15): step 1 carries the email and
 * password; step 2 (the dialog) carries only the pending login's token, the method and the code.
 */
export function loginForms(accounts: AccountsService) {
  return {
    async submit(
      definition: FormDefinition,
      input: Readonly<Record<string, unknown>>,
      {
        request,
        reply,
        session,
      }: { request: FastifyRequest; reply: FastifyReply; session: VisitorSession },
    ): Promise<FormSubmitAnswer> {
      const signIn = accountSessionOf(
        session,
        accounts,
        request.ip,
        signedInMarkerCookie(reply, request.protocol === 'https'),
      );
      if (Object.hasOwn(input, TWO_FACTOR_FIELDS.token)) {
        const step = twoFactorStepSchema.safeParse(input);
        if (!step.success)
          return invalidAnswer(step.error.issues[0]?.message ?? ACCOUNT_MESSAGES.codeWrong);
        const outcome: SecondStepOutcome = await accounts.completeLogin({
          token: step.data[TWO_FACTOR_FIELDS.token],
          method: step.data[TWO_FACTOR_FIELDS.method],
          code: step.data[TWO_FACTOR_FIELDS.code],
        });
        if (outcome.kind === 'invalid') return invalidAnswer(outcome.message);
        await signIn.signIn(outcome);
        return signedInAnswer(outcome.redirectTo);
      }

      const fields = loginFieldsOf(definition);
      const missing = [fields.email, fields.password].filter((id) => {
        const value = input[id];
        return typeof value !== 'string' || value.trim() === '';
      });
      if (missing.length > 0) {
        return {
          success: false,
          data: {
            message: definition.settings.general_messages.form_has_error,
            errors: missing.map((id) => ({ [id]: REQUIRED })),
          },
        };
      }
      const outcome: LoginOutcome = await accounts.beginLogin({
        email: input[fields.email],
        password: input[fields.password],
        addressHash: accounts.addressHashOf(request.ip),
        redirectTo: input.redirect_to,
      });
      switch (outcome.kind) {
        case 'limited':
          throw limitedError(reply, outcome);
        case 'refused':
          return { success: false, data: { message: outcome.message } };
        case 'signed-in':
          await signIn.signIn(outcome);
          return signedInAnswer(outcome.redirectTo);
        case 'two-factor':
          return {
            success: true,
            data: {
              message: ACCOUNT_MESSAGES.twoFactor,
              authentication: AUTHENTICATION_SHOW,
              auth_method: outcome.method,
              auth_token: outcome.token,
              auth_nav: outcome.methods.join(','),
              lost_url: outcome.lostUrl,
            },
          };
      }
    },
  };
}

/** TFA-006…TFA-008: the dialog's own calls on the form AJAX endpoint. */
export function twoFactorActions(accounts: AccountsService) {
  return [
    defineAjaxAction({
      action: TWO_FACTOR_ACTIONS.fallbackEmail,
      // As a form's submit: the form nonce the dialog's form already holds.
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: fallbackEmailRequestSchema,
      async handle(input) {
        const sent = await accounts.sendEmailCode(input.data.token);
        const answer: TwoFactorNoticeAnswer = {
          success: sent.success,
          data: { message: sent.message },
        };
        return { json: answer };
      },
    }),
    defineAjaxAction({
      action: TWO_FACTOR_ACTIONS.lostDevice,
      // TFA-008 makes this a GET of the link's own address, so no nonce can ride along: the
      // pending login's token is the capability (random, single-use, minutes long), the call
      // only mails the account's own address, at most once per pending login, and it is
      // limited per address. It changes nothing a visitor could be tricked into wanting undone.
      guard: 'read-only',
      input: lostDeviceRequestSchema,
      async handle(input, { request, reply }) {
        const outcome = await accounts.lostDevice(input.token, accounts.addressHashOf(request.ip));
        if (outcome.limited !== undefined) {
          throw limitedError(reply, {
            message: outcome.message,
            retryAfterSeconds: outcome.limited,
          });
        }
        const answer: TwoFactorNoticeAnswer = {
          success: outcome.success,
          data: { message: outcome.message },
        };
        return { json: answer };
      },
    }),
  ];
}
