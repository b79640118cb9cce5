import { ContactForm } from './contact-form';
import type { ContactFormPostOutcome, PageContactForm } from './contact-form-page';

/** The message an enquiry starts with: the work and its artist named, for the visitor to edit. */
export const enquiryMessageFor = (work: { title: string; artistName: string }) =>
  `Hello, I would like to ask about “${work.title}” by ${work.artistName}.`;

/**
 * "Ask about this work" (issue 16): the enquiry form on a product page, with the message naming
 * the work and the product as the container post. The server names the product in the mail from
 * that id (the page's own on a native post), never from the visitor's text.
 */
export function EnquirySection({
  enquiry,
  work,
  pagePath,
  posted,
}: {
  enquiry: PageContactForm;
  work: { id: number; title: string; artistName: string };
  /** The product page's address: the form's native post goes there. */
  pagePath: string;
  posted?: ContactFormPostOutcome | undefined;
}) {
  return (
    <section className="section enquiry" aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className="section__title">
        Ask about this work
      </h2>
      <p className="enquiry__intro">
        Questions about this work, a commission, framing or shipping? Write to us: we answer within
        two working days.
      </p>
      <ContactForm
        form={enquiry.form}
        captcha={enquiry.captcha}
        containerPostId={work.id}
        occurrence={1}
        prefilledMessage={enquiryMessageFor(work)}
        action={pagePath}
        posted={posted}
      />
    </section>
  );
}
