import type { FieldLayout } from '@atelier/form-ui/field-props';
import formUiStylesheet from '@atelier/form-ui/form-ui.css?url';
import { FormRuntime } from '@atelier/form-ui/runtime/form-runtime';
import { CaptchaSettingsContext } from '@atelier/form-ui/captcha/captcha-settings';
import { PaymentConfigContext } from '@atelier/form-ui/payments/payment-context';
import type { ReactNode } from 'react';
import type { NativeSubmitOutcome, PageForm } from './form-page';

/** The widgets' stylesheet, for the `links` of every page that shows a form. */
export const formStylesheetLinks = () => [{ rel: 'stylesheet', href: formUiStylesheet }];

export interface FormSectionProps {
  /** The section's id; its heading's id is `${id}-title`. */
  readonly id: string;
  readonly title: string;
  readonly className?: string;
  /** The loader's form, or `null` when it is not published. */
  readonly form: PageForm | null;
  /** The route action's answer to a native post (SUB-012), when there was one. */
  readonly outcome: NativeSubmitOutcome | undefined;
  readonly layout?: FieldLayout;
  /** What the page says instead when the form is not available. */
  readonly fallback: ReactNode;
  /** Hidden inputs the page adds to its form (the login page's `redirect_to`). */
  readonly hiddenFields?: Readonly<Record<string, string>>;
}

/**
 * A page's form: rendered on the server so it works (and posts natively) without JavaScript, then
 * hydrated into the live runtime. A refused native post shows the form again with the visitor's
 * values, errors and message.
 */
export function FormSection(props: FormSectionProps) {
  const { id, title, form, outcome } = props;
  const titleId = `${id}-title`;
  let content: ReactNode;
  if (!form) {
    content = props.fallback;
  } else if (outcome?.kind === 'success' && outcome.hideForm) {
    // SUB-006: the form's success behaviour hides it; only the server's message stays.
    content = (
      <div
        className="fui-notice fui-notice--success"
        role="status"
        dangerouslySetInnerHTML={{ __html: outcome.message }}
      />
    );
  } else {
    const runtime = (
      <FormRuntime
        // A native post's outcome starts a new form from the values and errors it sent back.
        key={outcome ? 'posted' : 'fresh'}
        definition={form.definition}
        formId={form.id}
        nonce={form.nonce}
        endpoint={form.endpoint}
        layout={props.layout}
        initialValues={outcome?.values ?? form.draft?.values}
        initialErrors={outcome?.errors}
        draft={form.draft}
        draftNotice={outcome ? undefined : form.draftNotice}
        initialNotice={outcome && { kind: outcome.kind, message: outcome.message }}
        hiddenFields={props.hiddenFields}
      />
    );
    // Issue 15: the site's captcha settings (public, the same for every visitor) for its widgets.
    content = (
      <CaptchaSettingsContext value={form.captcha}>
        {/* Issue 17: the site's public payment settings, for a form's card and PayPal fields. */}
        <PaymentConfigContext value={form.payments ?? null}>{runtime}</PaymentConfigContext>
      </CaptchaSettingsContext>
    );
  }
  return (
    <section className={props.className} aria-labelledby={titleId} id={id}>
      <h2 id={titleId} className="section__title section__title--small">
        {title}
      </h2>
      {content}
    </section>
  );
}
