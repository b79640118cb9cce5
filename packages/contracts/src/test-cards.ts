/**
 * Issue 17: the built-in test gateway's address and test cards, with no zod, so browser code
 * (the payment widgets, on every page that can take money) can import them as values. The
 * gateway's call shapes are in `test-gateway.ts`.
 */
export const TEST_GATEWAY_BASE = '/api/test-gateway';

/** The public test cards (Stripe's numbers, so the same habits work with real test keys). */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds', label: 'Succeeds' },
  { number: '4000002760003184', outcome: 'challenge', label: 'Asks for 3-D Secure' },
  {
    number: '4000008400001629',
    outcome: 'challenge-then-decline',
    label: '3-D Secure, then declined',
  },
  { number: '4000000000000002', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', outcome: 'insufficient-funds', label: 'Insufficient funds' },
  { number: '4000000000000069', outcome: 'expired', label: 'Expired card' },
  { number: '4000000000000127', outcome: 'incorrect-cvc', label: 'Incorrect CVC' },
] as const;
