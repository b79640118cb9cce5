/**
 * "Questions and answers" (`/faq/`, issue 20): the demo's accordion and toggle blocks. Each group
 * is an accordion that keeps one answer open at a time (ACC-001); the toggles at the end open
 * and close on their own. Served by its own route (ADR 0026), which reads this on the server. The
 * shipping answers repeat the demo shop settings and the shipping page; change them together.
 */

export interface FaqItem {
  /** Stable within the page: the item's element ids are built from it. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
}

export interface FaqGroup {
  readonly id: string;
  readonly title: string;
  readonly items: readonly FaqItem[];
  /** ACC-002: the item open when the page arrives; out of range (or absent) opens none. */
  readonly initialOpenIndex?: number;
}

export interface FaqPage {
  readonly path: '/faq/';
  readonly title: string;
  readonly summary: string;
  readonly groups: readonly FaqGroup[];
  /** Single toggles: each opens and closes on its own. */
  readonly toggles: readonly FaqItem[];
}

export const FAQ_PAGE: FaqPage = {
  path: '/faq/',
  title: 'Questions and answers',
  summary:
    'Buying a work, how it travels, framing, commissions and visiting the gallery: the questions collectors ask us most, answered.',
  groups: [
    {
      id: 'buying',
      title: 'Buying a work',
      initialOpenIndex: 0,
      items: [
        {
          id: 'original-or-edition',
          question: 'What is the difference between an original and an edition?',
          answer: [
            'An original is the one work the artist made: a painting, a drawing, a collage. An edition is a print made with the artist in a numbered run; every sheet is signed and numbered in pencil, and the run is never enlarged once published.',
          ],
        },
        {
          id: 'certificate',
          question: 'Does a work come with a certificate?',
          answer: [
            'Yes. Every original and every edition is sold with a certificate of authenticity signed by the artist and the gallery, describing the work, its medium, its size and, for an edition, its number.',
          ],
        },
        {
          id: 'reserve',
          question: 'Can I reserve a work while I decide?',
          answer: [
            'We hold a work for three days without charge. Write to us or call the gallery with the work’s title, and we mark it reserved in the shop until you decide.',
          ],
        },
        {
          id: 'payment',
          question: 'How can I pay?',
          answer: [
            'Online by card or PayPal. In the gallery we also take cash and bank transfers. For larger works we can agree payment in three instalments; the work ships when it is paid in full.',
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: 'Shipping',
      items: [
        {
          id: 'how-packed',
          question: 'How are works packed?',
          answer: [
            'By the people who hung them. Prints travel flat between boards or rolled in a tube, depending on size; originals travel in a wooden crate, insured for their full value.',
          ],
        },
        {
          id: 'cost',
          question: 'What does shipping cost?',
          answer: [
            'In Portugal, prints cost €6 per order and originals €25, free from €300. Within the European Union, €12 and €45, free from €300. Elsewhere, €25 and €120, free from €1,000. Collection at the gallery is free.',
          ],
        },
        {
          id: 'customs',
          question: 'Will I pay customs duties?',
          answer: [
            'Not within the European Union. Elsewhere, import duties and local taxes are charged by the destination country on arrival; we give the carrier the export documents so the work clears customs without delay.',
          ],
        },
        {
          id: 'damaged',
          question: 'What if a work arrives damaged?',
          answer: [
            'Keep the packing, photograph the damage and write to us within 48 hours. Every shipment is insured: we repair or replace the work, or refund it in full, and collect it ourselves.',
          ],
        },
      ],
    },
    {
      id: 'framing',
      title: 'Framing',
      items: [
        {
          id: 'framed',
          question: 'Are works sold framed?',
          answer: [
            'Originals on paper are sold framed; paintings on canvas come ready to hang without a frame. Editions can be bought unframed or framed to order in our studio.',
          ],
        },
        {
          id: 'frames',
          question: 'Which frames can I choose?',
          answer: [
            'Oak, walnut or painted ash mouldings, always with museum glass that filters ultraviolet light and an acid-free mount. The framing calculator shows the price for each size before you order.',
          ],
        },
        {
          id: 'own-frame',
          question: 'Can you frame a work I bought elsewhere?',
          answer: [
            'Yes, if it is on paper and no larger than 100 by 140 cm. Bring it to the gallery and we will suggest a frame and give you a price on the spot.',
          ],
        },
      ],
    },
    {
      id: 'commissions',
      title: 'Commissions',
      // Deliberately out of range: ACC-002 opens none rather than guessing.
      initialOpenIndex: 7,
      items: [
        {
          id: 'how-commission',
          question: 'How does a commission work?',
          answer: [
            'Tell us about the room, the size and the feeling you have in mind through the commission form. We suggest one or two artists, arrange a conversation, and the artist sends sketches before starting.',
          ],
        },
        {
          id: 'commission-time',
          question: 'How long does a commission take?',
          answer: [
            'Usually two to four months from the first conversation, depending on the size of the work and the artist’s calendar. We agree a date before you pay the deposit.',
          ],
        },
        {
          id: 'commission-deposit',
          question: 'Do I pay in advance?',
          answer: [
            'A deposit of 30% starts the work, and the rest is due when you have seen the finished piece. Commissions are made for you, so they cannot be returned unless they are not as agreed.',
          ],
        },
      ],
    },
    {
      id: 'visiting',
      title: 'Visiting the gallery',
      items: [
        {
          id: 'hours',
          question: 'When is the gallery open?',
          answer: [
            'Tuesday to Saturday from 11:00 to 19:00, and on Sundays by appointment. We close for two weeks in August; the dates are in the journal each summer.',
          ],
        },
        {
          id: 'access',
          question: 'Is the gallery accessible?',
          answer: [
            'The gallery is on the ground floor with a level entrance and room to turn a wheelchair between the walls. The studio is up a flight of stairs; we bring works down for anyone who cannot climb them.',
          ],
        },
        {
          id: 'groups',
          question: 'Can I bring a group?',
          answer: [
            'Yes, up to fifteen people. Write to us a week ahead and one of us will walk the group through the exhibition.',
          ],
        },
      ],
    },
  ],
  toggles: [
    {
      id: 'newsletter',
      question: 'How do I hear about new exhibitions?',
      answer: [
        'Sign up to the newsletter: one letter before each opening, with the works and the date, and nothing else. You can leave with one click.',
      ],
    },
    {
      id: 'artists-submissions',
      question: 'I am an artist. Can I show you my work?',
      answer: [
        'We look at every portfolio, though we take on new artists rarely. Send a link and a few lines about your work by e-mail; we answer everyone, usually within a month.',
      ],
    },
  ],
};
