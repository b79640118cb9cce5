/**
 * The pages every shop must have, as the demo gallery publishes them: terms and conditions,
 * privacy, shipping and returns, and the imprint. Written for a small gallery in Lisbon selling
 * to consumers across the EU (the 14-day right of withdrawal, the GDPR, the Portuguese
 * complaints book), in the same block form as the journal. The shipping rates repeat the demo
 * shop settings; change both together.
 */

export interface SitePageBlock {
  readonly type: 'heading' | 'paragraph';
  readonly text: string;
}

export interface LegalPage {
  /** The page's fixed id in the pages table (the site pages use 35950 onwards). */
  readonly id: number;
  /** Its address is `/<slug>/`; the checkout, the footer and the sitemap link to these. */
  readonly slug: string;
  readonly title: string;
  /** One sentence for the page's lead and its meta description. */
  readonly summary: string;
  readonly body: readonly SitePageBlock[];
  /** When the text last changed (ISO date), shown on the page and in the sitemap. */
  readonly updatedAt: string;
}

const heading = (text: string): SitePageBlock => ({ type: 'heading', text });
const paragraph = (text: string): SitePageBlock => ({ type: 'paragraph', text });

/** Who the visitor deals with; the imprint and the terms quote the same details. */
export const GALLERY_COMPANY = {
  legalName: 'Atelier Galeria de Arte, Lda.',
  registeredOffice: 'Rua da Rosa 112, 1200-389 Lisboa, Portugal',
  taxNumber: 'PT 516 204 873',
  registry: 'Registered at the Conservatória do Registo Comercial de Lisboa under the same number',
  shareCapital: '€5,000',
  manager: 'Marta Quintela',
  email: 'hello@atelier.example',
  phone: '+351 213 460 118',
} as const;

export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    id: 35960,
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    summary:
      'The terms on which Atelier sells original works and editions through this website and in the gallery.',
    updatedAt: '2026-11-02',
    body: [
      paragraph(
        `These terms apply to every order placed on this website. The seller is ${GALLERY_COMPANY.legalName}, ${GALLERY_COMPANY.registeredOffice} (tax number ${GALLERY_COMPANY.taxNumber}). Please read them before you order: by ticking the box at the checkout you accept them. Nothing in these terms limits the rights you have as a consumer under Portuguese and European law.`,
      ),
      heading('Works and prices'),
      paragraph(
        'Each original work is unique and is sold with a certificate of authenticity signed by the artist. Editions are printed in numbered runs; the edition size is stated on each work’s page and is never enlarged once published.',
      ),
      paragraph(
        'Prices are in euros and include Portuguese VAT at the rate that applies to works of art. Shipping is shown separately in the basket and at the checkout, before you pay, and depends on where the works travel and how you receive them.',
      ),
      paragraph(
        'Colours on a screen are never exactly those of a painting or a print. If you would like to see a work in daylight before buying, ask us for more photographs or a video call from the gallery.',
      ),
      heading('Your order and the contract'),
      paragraph(
        'Placing an order is an offer to buy. The contract is made when we confirm the order by e-mail. We may decline an order, for example when an original has just been sold in the gallery, in which case we refund any payment in full within five working days.',
      ),
      paragraph(
        'If you pay by bank transfer we hold the works for seven days; an order not paid by then is cancelled and the works return to sale.',
      ),
      heading('Delivery and collection'),
      paragraph(
        'We ship to Portugal, the European Union and the rest of the world, or you can collect your order at the gallery in Lisbon. Delivery times, packing and insurance are described on the Shipping and returns page. The risk passes to you when the works are delivered to you or collected.',
      ),
      heading('Your right of withdrawal'),
      paragraph(
        'You may withdraw from a purchase made online within 14 days without giving any reason. The period runs from the day on which you, or a person you name other than the carrier, receive the works; for an order delivered in several parcels, from the day the last one arrives.',
      ),
      paragraph(
        `To withdraw, tell us clearly before the period ends, by e-mail to ${GALLERY_COMPANY.email} or by letter to the gallery. You may use the model withdrawal form of Decree-Law 24/2014, but you do not have to. Send the works back, or bring them to the gallery, within 14 days of telling us, in their original packing where possible.`,
      ),
      paragraph(
        'We refund everything you paid, including the standard delivery cost, within 14 days of receiving your notice, with the same means of payment you used. We may wait until the works are back with us. You pay the cost of returning them, and you are liable only for damage caused by handling them beyond what is needed to look at them.',
      ),
      paragraph(
        'The right of withdrawal does not apply to works made to your specification, such as commissions and works framed to your choice of moulding, nor to purchases you complete in person in the gallery.',
      ),
      heading('Guarantee'),
      paragraph(
        'Every work is covered by the legal guarantee of conformity for three years from delivery. If a work arrives damaged or is not as described, write to us within that time and we will repair, replace or refund it, at no cost to you.',
      ),
      heading('Copyright'),
      paragraph(
        'Buying a work gives you the object, not its copyright, which stays with the artist. You may photograph the work in your home for personal use; reproducing it in print or online for any other purpose needs the artist’s permission, which we are glad to ask for.',
      ),
      heading('Complaints and disputes'),
      paragraph(
        `If something is wrong, write to us first at ${GALLERY_COMPANY.email}: we answer within two working days. You may also use the electronic complaints book (livroreclamacoes.pt) or turn to the Centro de Arbitragem de Conflitos de Consumo de Lisboa (centroarbitragemlisboa.pt), an out-of-court dispute resolution body. These terms are governed by Portuguese law; as a consumer you keep the protection of the law of the country where you live.`,
      ),
    ],
  },
  {
    id: 35961,
    slug: 'privacy-policy',
    title: 'Privacy policy',
    summary:
      'What personal data Atelier keeps when you visit, buy or write to us, why, for how long, and your rights over it.',
    updatedAt: '2026-11-02',
    body: [
      paragraph(
        `${GALLERY_COMPANY.legalName}, ${GALLERY_COMPANY.registeredOffice}, is responsible for the personal data collected on this website. Questions about your data go to ${GALLERY_COMPANY.email}; we answer within one month, usually much sooner.`,
      ),
      heading('What we keep and why'),
      paragraph(
        'When you order: your name, postal and e-mail addresses, telephone number and what you bought, to deliver the works, send the invoice and answer questions about the order (performance of the contract). Invoices are kept for ten years, as Portuguese tax law requires.',
      ),
      paragraph(
        'When you write to us through a form (a question, a commission request, a framing quote): what you write and your contact details, to answer you (our legitimate interest, or steps you asked for before a contract). We delete these messages two years after our last exchange unless they led to an order.',
      ),
      paragraph(
        'When you save a form as a draft: your answers, for as long as the draft link is valid, after which they are deleted automatically.',
      ),
      paragraph(
        'When you browse: the server records technical data (the address requested, the time, the browser) to keep the site secure and working. These logs hold no names or form contents and are deleted after 30 days.',
      ),
      heading('Cookies'),
      paragraph(
        'We use only the cookies the site needs to work: one that keeps your basket and protects your forms from forgery (for the session), and two that remember whether you folded away the top bar or dismissed the store notice (one day). We use no advertising or tracking cookies, so we do not ask for consent to them.',
      ),
      heading('Who else sees your data'),
      paragraph(
        'The carrier who delivers your order receives your name, address and telephone number. Our payment provider processes card payments; we never see or store card numbers. Our accountant sees invoices. We sell no data and share none for marketing.',
      ),
      paragraph(
        'Our servers are in the European Union. When we ship outside it, the carrier necessarily receives your address in the destination country.',
      ),
      heading('Your rights'),
      paragraph(
        'You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use, and receive it in a portable form. If you think we handle your data wrongly, you may complain to the Comissão Nacional de Proteção de Dados (cnpd.pt), or to the data protection authority where you live.',
      ),
    ],
  },
  {
    id: 35962,
    slug: 'shipping-and-returns',
    title: 'Shipping and returns',
    summary:
      'How we pack and send works from Lisbon to Portugal, the EU and the rest of the world, collection at the gallery, and how to return a work.',
    updatedAt: '2026-11-02',
    body: [
      paragraph(
        'Every work leaves the gallery packed by the people who hung it. Prints travel flat between boards or rolled in a tube, depending on size; originals travel crated and insured for their full value. You receive a tracking link by e-mail when your order leaves us.',
      ),
      heading('Portugal'),
      paragraph(
        'Prints: €6 per order, however many. Originals: €25 per order, crated and insured. Free from €300. Delivery in two to four working days on the mainland, four to seven to Madeira and the Azores.',
      ),
      heading('European Union'),
      paragraph(
        'Prints: €12 per order. Originals: €45 per order, crated and insured. Free from €300. Delivery in four to eight working days. There are no customs charges within the EU.',
      ),
      heading('Rest of the world'),
      paragraph(
        'Prints: €25 per order. Originals: €120 per order, crated and insured by courier. Free from €1,000. Delivery in five to twelve working days. Import duties and local taxes are charged by the destination country on arrival and are not included in our prices; we give the carrier the export documents so the works clear customs without delay.',
      ),
      heading('Collection at the gallery'),
      paragraph(
        'Choose collection at the checkout and nothing is shipped, so there is nothing to pay for delivery. We write when your order is ready, usually the next working day; collect it at Rua da Rosa 112 during opening hours (Tuesday to Saturday, 11:00–19:00) or on a Sunday by appointment. Bring the order number. If you pay on collection, we accept cards and cash.',
      ),
      heading('If a work arrives damaged'),
      paragraph(
        'Please keep the packing, photograph the damage and write to us within 48 hours. Every shipment is insured: we repair or replace the work, or refund it in full, and arrange the collection ourselves.',
      ),
      heading('Returns'),
      paragraph(
        'You may return any work bought online within 14 days of receiving it, without giving a reason (see the right of withdrawal in our terms and conditions). Tell us by e-mail first; then send it back in its original packing, or bring it to the gallery. We refund the price and the standard delivery cost within 14 days. The cost of sending the work back is yours; for an original we can arrange an insured courier at cost.',
      ),
      paragraph(
        'Commissions and works framed to your choice are made for you and cannot be returned, unless they arrive damaged or not as agreed.',
      ),
    ],
  },
  {
    id: 35963,
    slug: 'imprint',
    title: 'Imprint and contact details',
    summary: 'Who runs this website and the gallery, and how to reach us.',
    updatedAt: '2026-11-02',
    body: [
      paragraph(
        `This website and the gallery are run by ${GALLERY_COMPANY.legalName}, a private limited company registered in Portugal.`,
      ),
      heading('Company'),
      paragraph(`Registered office: ${GALLERY_COMPANY.registeredOffice}.`),
      paragraph(
        `Tax and company number (NIPC): ${GALLERY_COMPANY.taxNumber}. ${GALLERY_COMPANY.registry}. Share capital: ${GALLERY_COMPANY.shareCapital}.`,
      ),
      paragraph(
        `Managing partner, responsible for the content of this site: ${GALLERY_COMPANY.manager}.`,
      ),
      heading('Contact'),
      paragraph(`E-mail: ${GALLERY_COMPANY.email}. Telephone: ${GALLERY_COMPANY.phone}.`),
      paragraph(
        'The gallery is open Tuesday to Saturday, 11:00–19:00, and on Sundays by appointment. You can also write to us with the contact form; we answer within two working days.',
      ),
      heading('Complaints'),
      paragraph(
        'Complaints may be made in the electronic complaints book (livroreclamacoes.pt). Consumer disputes may be taken to the Centro de Arbitragem de Conflitos de Consumo de Lisboa (centroarbitragemlisboa.pt).',
      ),
      heading('Artworks and pictures'),
      paragraph(
        'All artworks shown on this site are reproduced with the permission of the artists, who keep their copyright. The pictures may not be reproduced without permission.',
      ),
    ],
  },
];
