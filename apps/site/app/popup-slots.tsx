import { lazy } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { PageContactForm } from '~/features/contact-forms/contact-form-page';
import type { PopupContentProps } from '~/features/popups/popup-dialog';
import type { PopupRendererSlots } from '~/features/popups/popup-runtime';

/** What the slots read from the root loader's data (root.tsx). */
interface RootPopupData {
  popupContactForms: Record<number, PageContactForm>;
}

/**
 * Issue 16 (ADR 0017), the forms other rooms draw inside popups. Each form's code is a lazy chunk
 * loaded when its popup first opens. These small wrappers come with the popup runtime (issue 19:
 * the root layout's popup gate loads both when a popup is first wanted), never with the page.
 *   contact-form: the contact-form room's enquiry form (popup 32651, form 33570, DEC-11), its
 *     public definition loaded by the root loader with the page's popups;
 *   newsletter: the newsletter room's `pum_sub_form` sign-up (popup 32652).
 */
const LazyContactForm = lazy(() => import('~/features/contact-forms/contact-form'));
const LazyNewsletterForm = lazy(() =>
  import('~/features/newsletter/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);

/**
 * The unit tag's occurrence of a popup's contact form: a product page already shows the same
 * form inline as the first (`-o1`), so the popup's is the second.
 */
const POPUP_CONTACT_FORM_OCCURRENCE = 2;

function ContactFormPopupContent({ popup }: PopupContentProps) {
  const data = useRouteLoaderData<RootPopupData>('root');
  if (popup.content.kind !== 'contact-form') return null;
  const loaded = data?.popupContactForms[popup.content.contactFormId];
  if (!loaded) return null;
  return (
    <>
      {popup.content.intro ? <p className="pum-intro">{popup.content.intro}</p> : null}
      <LazyContactForm
        form={loaded.form}
        captcha={loaded.captcha}
        // The popup sits on no post: the mail names the gallery (ADR 0016).
        containerPostId={0}
        occurrence={POPUP_CONTACT_FORM_OCCURRENCE}
      />
    </>
  );
}

function NewsletterPopupContent({ popup }: PopupContentProps) {
  if (popup.content.kind !== 'newsletter') return null;
  return (
    <LazyNewsletterForm
      popupId={popup.id}
      headingLevel={3}
      heading="Sign up"
      intro={popup.content.text}
      consentText={popup.content.consent}
      successSettings={popup.content.success}
    />
  );
}

export const POPUP_SLOTS: PopupRendererSlots = {
  contactFormRenderer: ContactFormPopupContent,
  newsletterRenderer: NewsletterPopupContent,
};
