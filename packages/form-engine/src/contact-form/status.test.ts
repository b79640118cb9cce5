import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_STATUSES,
  SERVER_STATUSES,
  formStatusOf,
  nextContactFormStatus,
  type ContactFormEvent,
} from './status';

/** Runs the client's events in turn, as the form would see them. */
function run(events: ContactFormEvent[], sent = false, start = 'init'): string[] {
  const seen: string[] = [];
  let status = start;
  for (const event of events) {
    status = nextContactFormStatus(status, event, { sent });
    seen.push(status);
  }
  return seen;
}

describe('contact form statuses', () => {
  it('CF-008 lists the eleven statuses a form takes', () => {
    expect(CONTACT_FORM_STATUSES).toEqual([
      'init',
      'validating',
      'submitting',
      'resetting',
      'invalid',
      'unaccepted',
      'spam',
      'aborted',
      'sent',
      'failed',
      'payment-required',
    ]);
  });

  it('CF-009 maps the server statuses onto form statuses', () => {
    expect(SERVER_STATUSES.map(formStatusOf)).toEqual([
      'invalid',
      'unaccepted',
      'spam',
      'aborted',
      'sent',
      'failed',
      'payment-required',
    ]);
  });

  it('CF-009 keeps the form statuses themselves', () => {
    for (const status of CONTACT_FORM_STATUSES) expect(formStatusOf(status)).toBe(status);
  });

  it('CF-010 turns any other status into a custom- slug', () => {
    expect(formStatusOf('payment_pending')).toBe('custom-payment-pending');
    expect(formStatusOf('Payment pending!')).toBe('custom-payment-pending');
    expect(formStatusOf('  a.b.c  ')).toBe('custom-a-b-c');
    expect(formStatusOf('quota_exceeded_2')).toBe('custom-quota-exceeded-2');
    expect(formStatusOf('<script>alert(1)</script>')).toBe('custom-script-alert-1-script');
    expect(formStatusOf('Mail-Sent')).toBe('custom-mail-sent');
    expect(formStatusOf('')).toBe('custom-');
    expect(formStatusOf('!!!')).toBe('custom-');
  });
});

describe('CF-011…CF-013 the client’s state machine', () => {
  it('CF-011 submitting, then the status the server answers', () => {
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'validation_failed' }])).toEqual([
      'submitting',
      'invalid',
    ]);
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'spam' }])).toEqual([
      'submitting',
      'spam',
    ]);
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'acceptance_missing' }])).toEqual([
      'submitting',
      'unaccepted',
    ]);
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'payment_required' }])).toEqual([
      'submitting',
      'payment-required',
    ]);
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'queued for review' }])).toEqual([
      'submitting',
      'custom-queued-for-review',
    ]);
  });

  it('CF-012 after a successful send the form resets, refills and returns to sent', () => {
    const sent = run([{ type: 'submit' }, { type: 'answered', status: 'mail_sent' }]);
    expect(sent).toEqual(['submitting', 'sent']);
    expect(run([{ type: 'reset' }, { type: 'refilled' }], true, 'sent')).toEqual([
      'resetting',
      'sent',
    ]);
  });

  it('CF-013 a refill without a prior send returns the form to init', () => {
    expect(run([{ type: 'reset' }, { type: 'refilled' }], false, 'invalid')).toEqual([
      'resetting',
      'init',
    ]);
    expect(run([{ type: 'refilled' }], false, 'init')).toEqual(['init']);
  });

  it('CF-011 a failed request (offline, not JSON) leaves the form failed', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }])).toEqual(['submitting', 'failed']);
    expect(run([{ type: 'submit' }, { type: 'answered', status: 'mail_failed' }])).toEqual([
      'submitting',
      'failed',
    ]);
  });

  it('CF-011 a form can be sent again after any answer', () => {
    for (const status of [...CONTACT_FORM_STATUSES, 'custom-x'])
      expect(nextContactFormStatus(status, { type: 'submit' }, { sent: false })).toBe('submitting');
  });

  it('CF-028 a field change validates, then returns to where the form was', () => {
    expect(nextContactFormStatus('init', { type: 'validate' }, { sent: false })).toBe('validating');
    expect(
      nextContactFormStatus(
        'validating',
        { type: 'validated', valid: true },
        { sent: true, previous: 'sent' },
      ),
    ).toBe('sent');
    expect(
      nextContactFormStatus(
        'validating',
        { type: 'validated', valid: true },
        { sent: false, previous: 'custom-queued' },
      ),
    ).toBe('custom-queued');
    expect(
      nextContactFormStatus('validating', { type: 'validated', valid: true }, { sent: false }),
    ).toBe('init');
  });

  it('CF-028 fields with errors leave the form invalid', () => {
    expect(
      nextContactFormStatus(
        'validating',
        { type: 'validated', valid: false },
        { sent: false, previous: 'init' },
      ),
    ).toBe('invalid');
  });

  it('CF-011 a field change while sending does not hide the submission in flight', () => {
    expect(nextContactFormStatus('submitting', { type: 'validate' }, { sent: false })).toBe(
      'submitting',
    );
    expect(
      nextContactFormStatus('submitting', { type: 'validated', valid: false }, { sent: false }),
    ).toBe('submitting');
    expect(nextContactFormStatus('resetting', { type: 'validate' }, { sent: true })).toBe(
      'resetting',
    );
  });

  it('CF-010 keeps a custom status the form holds, rather than prefixing it again', () => {
    expect(nextContactFormStatus('custom-queued', { type: 'validate' }, { sent: false })).toBe(
      'validating',
    );
    expect(
      nextContactFormStatus('custom-queued', { type: 'validated', valid: true }, { sent: false }),
    ).toBe('custom-queued');
  });
});
