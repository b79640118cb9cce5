/**
 * The demo gallery's popups (issue 16, POP), as the owner would set them up in the original
 * plugin: settings with its names, and what each shows. The seed checks both with the contracts'
 * schemas before storing them. Ids are fixed: pages and links name them (`.popmake-32651`).
 */

export interface DemoPopup {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly content: Readonly<Record<string, unknown>>;
}

/** POP-001: the enquiry popup, centred and medium. */
export const ENQUIRY_POPUP_ID = 32651;
export const NEWSLETTER_POPUP_ID = 32652;
export const PRIVATE_VIEWING_POPUP_ID = 32653;
/** The enquiry form the contact-form room seeds (DEC-11); the popup shows it by id. */
export const ENQUIRY_CONTACT_FORM_ID = 33570;
/** Milliseconds the newsletter popup waits on a journal page before it opens. */
export const NEWSLETTER_POPUP_DELAY_MS = 4000;

const closeOnAll = {
  close_on_overlay_click: true,
  close_on_esc_press: true,
  close_on_f4_press: true,
};

export const demoPopups: readonly DemoPopup[] = [
  {
    id: ENQUIRY_POPUP_ID,
    slug: 'popup-form',
    title: 'Make an enquiry',
    settings: {
      id: ENQUIRY_POPUP_ID,
      slug: 'popup-form',
      theme_id: 1,
      size: 'medium',
      location: 'center',
      animation_type: 'fade',
      animation_speed: 350,
      ...closeOnAll,
      close_on_form_submission: true,
      // Three or more digits: milliseconds (POP-011).
      close_on_form_submission_delay: 2500,
      triggers: [{ type: 'click_open', settings: { extra_selectors: '' } }],
      cookies: [],
      conditions: [],
    },
    content: {
      kind: 'contact-form',
      title: 'Make an enquiry',
      intro: 'Ask us about a work, an edition or a commission. We answer within two working days.',
      contactFormId: ENQUIRY_CONTACT_FORM_ID,
    },
  },
  {
    id: NEWSLETTER_POPUP_ID,
    slug: 'newsletter',
    title: 'The Atelier letter',
    settings: {
      id: NEWSLETTER_POPUP_ID,
      slug: 'newsletter',
      theme_id: 1,
      size: 'small',
      responsive_min_width: '320px',
      location: 'center',
      animation_type: 'fadeAndSlide',
      animation_speed: 350,
      ...closeOnAll,
      triggers: [
        {
          type: 'auto_open',
          settings: { delay: NEWSLETTER_POPUP_DELAY_MS, cookie_name: ['pum-32652'] },
        },
      ],
      cookies: [
        // POP-020: not again for 30 days once closed, a year once subscribed.
        { event: 'on_popup_close', settings: { name: 'pum-32652', time: '30 days', path: true } },
        {
          event: 'pum_sub_form_success',
          settings: { name: 'pum-32652', time: '1 year', path: true },
        },
      ],
      // The journal: its list and its posts.
      conditions: [[{ target: 'is_journal' }]],
    },
    content: {
      kind: 'newsletter',
      title: 'The Atelier letter',
      text: 'New works, exhibition openings and studio visits, once a month.',
      consent: 'I agree to receive the Atelier letter by email and can unsubscribe at any time.',
      success: {
        openpopup: false,
        openpopup_id: 0,
        closepopup: true,
        closedelay: 3000,
        redirect: '',
      },
    },
  },
  {
    id: PRIVATE_VIEWING_POPUP_ID,
    slug: 'private-viewing',
    title: 'Book a private viewing',
    settings: {
      id: PRIVATE_VIEWING_POPUP_ID,
      slug: 'private-viewing',
      theme_id: 1,
      size: 'medium',
      location: 'center',
      animation_type: 'grow',
      animation_speed: 350,
      ...closeOnAll,
      close_on_form_submission: true,
      close_on_form_submission_delay: 2500,
      triggers: [{ type: 'click_open', settings: { extra_selectors: '' } }],
      cookies: [],
      conditions: [],
    },
    content: {
      kind: 'viewing-request',
      title: 'Book a private viewing',
      intro:
        'See the exhibition with one of our curators, outside opening hours. Tell us when suits you and we will confirm by email.',
      submitLabel: 'Request a viewing',
      success: {
        openpopup: false,
        openpopup_id: 0,
        closepopup: true,
        closedelay: 2500,
        redirect: '',
      },
    },
  },
];
