import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/order-received/:orderId', 'routes/order-received.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('commission', 'routes/commission.tsx'),
  // Issue 17: the commission deposit, paid by card or PayPal.
  route('commission/deposit', 'routes/commission-deposit.tsx'),
  route('framing-calculator', 'routes/framing-calculator.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('portfolio/:slug', 'routes/portfolio-project.tsx'),
  route('albums', 'routes/albums.tsx'),
  route('media', 'routes/media.tsx'),
  route('viewing-room', 'routes/viewing-room.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('search', 'routes/search.tsx'),
  // Issue 20: the footer's select menu without scripts (NAV-016), only to the menu's addresses.
  route('go', 'routes/go.tsx'),
  route('quiz', 'routes/quizzes.tsx'),
  route('quiz/:slug', 'routes/quiz.tsx'),
  route('quiz/:slug/result/:token', 'routes/quiz-result.tsx'),
  route('polls/:slug', 'routes/poll.tsx'),
  route('polls/:slug/results', 'routes/poll-results.tsx'),
  // Issue 15: customer accounts (personal pages under /my-account/, disallowed in robots.txt).
  route('my-account', 'routes/my-account.tsx'),
  route('my-account/login', 'routes/my-account-login.tsx'),
  route('my-account/register', 'routes/my-account-register.tsx'),
  route('my-account/lost-password', 'routes/my-account-lost-password.tsx'),
  route('my-account/reset-password', 'routes/my-account-reset-password.tsx'),
  route('my-account/lost-device', 'routes/my-account-lost-device.tsx'),
  route('my-account/claim-orders', 'routes/my-account-claim-orders.tsx'),
  route('my-account/logout', 'routes/my-account-logout.tsx'),
  // Issue 16: the newsletter's sign-up page and its mailed links' pages (ADR 0018).
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route(':year/:month/:day', 'routes/date-archive.tsx'),
  // Issue 20 (ADR 0026): the one-page "About the gallery" and the accordions' "Questions and
  // answers", before the content pages' `:slug` that would otherwise take their addresses.
  route('about', 'routes/about.tsx'),
  route('faq', 'routes/faq.tsx'),
  // Issue 21: the owner's studio. Every screen's loader and action checks the owner.
  route('studio', 'routes/studio.tsx', [
    index('routes/studio-overview.tsx'),
    route('audit', 'routes/studio-audit.tsx'),
    // Issue 21 studio screens: one block per screen below (orders, entries, polls, mail…).
    // Issue 21 (ADR 0035): moderation: the mail queue, newsletter subscribers, comments.
    route('mail', 'routes/studio-mail.tsx'),
    route('mail/:mailId', 'routes/studio-mail-message.tsx'),
    route('subscribers', 'routes/studio-subscribers.tsx'),
    route('comments', 'routes/studio-comments.tsx'),
    // Poll and quiz results, leads (ADR 0034).
    route('polls', 'routes/studio-polls.tsx'),
    route('polls/:pollId', 'routes/studio-poll.tsx'),
    route('quizzes', 'routes/studio-quizzes.tsx'),
    route('quizzes/:quizId', 'routes/studio-quiz.tsx'),
    route('quizzes/:quizId/leads', 'routes/studio-quiz-leads.tsx'),
    // Entries and drafts (ADR 0033).
    route('entries', 'routes/studio-entries.tsx'),
    route('entries/:kind/:formId', 'routes/studio-entries-list.tsx'),
    route('entries/:kind/:formId/:entryId', 'routes/studio-entry.tsx'),
    route('drafts', 'routes/studio-drafts.tsx'),
    // Orders and stock (ADR 0032); the orders' CSV export is a studio download (Fastify).
    route('orders', 'routes/studio-orders.tsx'),
    route('orders/:orderId', 'routes/studio-order.tsx'),
    route('stock', 'routes/studio-stock.tsx'),
  ]),
  // Content pages from the pages table (terms, privacy, shipping and returns, imprint): any other
  // single-segment address is answered 404 by its loader.
  route(':slug', 'routes/content-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
