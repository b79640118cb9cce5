// @vitest-environment jsdom
import type { QuizSubmitData } from '@atelier/contracts/quizzes';
import { publicQuiz } from '@atelier/form-engine/quizzes/public-quiz';
import { parseQuizDefinition } from '@atelier/form-engine/quizzes/quiz-definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLeadForm, PageQuiz } from './quiz-page';
import { QuizView, type QuizNavigator } from './quiz-view';

afterEach(cleanup);

const definition = parseQuizDefinition({
  kind: 'nowrong',
  intro: { title: 'Which print?', start_label: 'Begin' },
  questions: [
    {
      id: 'question-1',
      title: 'Your room?',
      answers: [
        { title: 'Quiet', result: 'calm' },
        { title: 'Loud', result: 'bold' },
      ],
    },
  ],
  results: [
    { id: 'calm', title: 'Calm' },
    { id: 'bold', title: 'Bold' },
  ],
  settings: { lead: { hasLeads: true, leads_id: 9, form_placement: 'beginning', skip_form: true } },
});

const page: PageQuiz = {
  id: 7,
  slug: 'which',
  title: 'Which print?',
  quiz: publicQuiz(definition),
};

const leadForm: PageLeadForm = {
  id: 9,
  title: 'Your result by mail',
  definition: parseDefinition({
    fields: [{ id: 'email-1', type: 'email', label: 'Email address', required: true }],
    settings: {},
  }),
};

const RESULT: QuizSubmitData = {
  type: 'nowrong',
  result: { id: 'bold', title: 'Bold', description: 'Strong prints.' },
  finalText: 'Bold',
  result_url: '/quiz/which/result/abcdefghijklmnopqrstuvwx/',
  quiz_id: 7,
  chosen: { 'question-1': 1 },
  lead_stored: false,
};

type Call = { action: string | null; fields: [string, string][] };

/** The endpoint as the browser meets it: a nonce, then the answer the test gives. */
function fakeEndpoint(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body as FormData | URLSearchParams;
    const fields = [...body.entries()].map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    const action = fields.find(([name]) => name === 'action')?.[1] ?? null;
    calls.push({ action, fields });
    if (action === 'forminator_get_nonce') return Response.json({ success: true, data: 'nonce-1' });
    const answer = answers[action ?? ''];
    return answer ? answer() : new Response('no', { status: 500 });
  });
  return { calls, fetch: fetchImpl as unknown as typeof fetch };
}

const navigatorSpy = () => ({
  replace: vi.fn<QuizNavigator['replace']>(),
  replaceAddress: vi.fn<QuizNavigator['replaceAddress']>(),
});

describe('QuizView in the browser', () => {
  it('QUIZ-012, QUIZ-013, QUIZ-014: a lead form at the beginning comes first, the questions collapsed; the skip link goes on and the submit says it was skipped', async () => {
    const endpoint = fakeEndpoint({
      forminator_submit_form_quizzes: () => Response.json({ success: true, data: RESULT }),
    });
    const navigator = navigatorSpy();
    const { container } = render(
      <QuizView
        quiz={page}
        leadForm={leadForm}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        fetch={endpoint.fetch}
        navigator={navigator}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    // QUIZ-001: the intro is gone; QUIZ-012: the lead form comes first.
    expect(screen.queryByRole('button', { name: 'Begin' })).toBeNull();
    const steps = [...container.querySelectorAll<HTMLElement>('.quiz-step')];
    expect(steps.map((step) => step.className)).toEqual([
      'quiz-step quiz-step--lead',
      'quiz-step quiz-step--question',
    ]);
    expect(steps.map((step) => step.hidden)).toEqual([false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Skip this and start the quiz' }));
    expect(steps.map((step) => step.hidden)).toEqual([true, false]);
    const next = container.querySelector<HTMLButtonElement>('.quiz-form__next');
    // QUIZ-003: not before the question is answered; QUIZ-007: the last step reads 'View Results'.
    expect(next?.disabled).toBe(true);
    expect(next?.textContent).toBe('View Results');
    fireEvent.click(screen.getByRole('radio', { name: 'Loud' }));
    expect(next?.disabled).toBe(false);
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);

    await screen.findByRole('heading', { name: 'Bold' });
    const submit = endpoint.calls.find((call) => call.action === 'forminator_submit_form_quizzes');
    expect(submit?.fields).toEqual([
      ['action', 'forminator_submit_form_quizzes'],
      ['form_id', '7'],
      ['answers[question-1]', '1'],
      ['lead_skipped', '1'],
      ['forminator_nonce', 'nonce-1'],
    ]);
    // QUIZ-009, QUIZ-006: the address becomes the result's and the quiz's buttons are gone.
    expect(navigator.replaceAddress).toHaveBeenCalledWith(RESULT.result_url);
    expect((container.querySelector('form') as HTMLFormElement).hidden).toBe(true);
  });

  it('QUIZ-012: a lead form not skipped is checked by its own rules first, and its values travel with the answers', async () => {
    const endpoint = fakeEndpoint({
      forminator_submit_form_quizzes: () =>
        Response.json({ success: true, data: { ...RESULT, lead_stored: true } }),
    });
    const { container } = render(
      <QuizView
        quiz={page}
        leadForm={leadForm}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        fetch={endpoint.fetch}
        navigator={navigatorSpy()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    const form = container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('This field is required.', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email address/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.submit(form);
    fireEvent.click(await screen.findByRole('radio', { name: 'Quiet' }));
    fireEvent.submit(form);
    await screen.findByText('A copy of this result is on its way to your inbox.');
    const submit = endpoint.calls.find((call) => call.action === 'forminator_submit_form_quizzes');
    expect(submit?.fields).toContainEqual(['email-1', 'ana@example.com']);
    expect(submit?.fields).toContainEqual(['answers[question-1]', '0']);
    expect(submit?.fields.map(([name]) => name)).not.toContain('lead_skipped');
  });

  it('QUIZ-015, DEC-20: a failed submit shows the server’s message (or Please try again) and gives the buttons back', async () => {
    const endpoint = fakeEndpoint({
      forminator_submit_form_quizzes: () =>
        Response.json(
          { success: false, data: { message: 'The quiz is closed for today.' } },
          { status: 400 },
        ),
    });
    const noLead = {
      ...page,
      quiz: {
        ...page.quiz,
        settings: { ...page.quiz.settings, lead: { ...page.quiz.settings.lead, hasLeads: false } },
      },
    };
    const { container } = render(
      <QuizView
        quiz={noLead}
        leadForm={null}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        fetch={endpoint.fetch}
        navigator={navigatorSpy()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Quiet' }));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('The quiz is closed for today.');
    const next = container.querySelector<HTMLButtonElement>('.quiz-form__next');
    expect(next?.disabled).toBe(false);
    expect(screen.getByRole('radio', { name: 'Quiet' })).toHaveProperty('disabled', false);

    cleanup();
    const silent = fakeEndpoint({
      forminator_submit_form_quizzes: () => new Response('down', { status: 502 }),
    });
    const again = render(
      <QuizView
        quiz={noLead}
        leadForm={null}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        fetch={silent.fetch}
        navigator={navigatorSpy()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Loud' }));
    fireEvent.submit(again.container.querySelector('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again');
  });

  it('QUIZ-010, QUIZ-011, DEC-23: retake posts pageId and nonce to forminator_reload_quiz and replaces the location with html; another site’s address is not followed', async () => {
    const reload = (html: string) =>
      fakeEndpoint({
        forminator_reload_quiz: () => Response.json({ success: true, html, data: { html } }),
      });
    const endpoint = reload('/quiz/which/');
    const navigator = navigatorSpy();
    render(
      <QuizView
        quiz={page}
        leadForm={null}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        result={RESULT}
        fetch={endpoint.fetch}
        navigator={navigator}
      />,
    );
    // QUIZ-008, DEC-16: the share links point at the result's absolute address.
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent('https://atelier.example/quiz/which/result/abcdefghijklmnopqrstuvwx/'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    await waitFor(() => expect(navigator.replace).toHaveBeenCalledWith('/quiz/which/'));
    expect(endpoint.calls.find((call) => call.action === 'forminator_reload_quiz')?.fields).toEqual(
      [
        ['action', 'forminator_reload_quiz'],
        ['pageId', '7'],
        ['nonce', 'nonce-1'],
      ],
    );

    cleanup();
    const foreign = reload('//evil.example/');
    const elsewhere = navigatorSpy();
    render(
      <QuizView
        quiz={page}
        leadForm={null}
        endpoint="/api/ajax"
        publicUrl="https://atelier.example/"
        result={RESULT}
        fetch={foreign.fetch}
        navigator={elsewhere}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again');
    expect(elsewhere.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retake Quiz' })).toHaveProperty('disabled', false);
  });
});
