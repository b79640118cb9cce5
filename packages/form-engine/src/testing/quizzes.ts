import {
  parseQuizDefinition,
  type KnowledgeQuiz,
  type NowrongQuiz,
} from '../quizzes/quiz-definition';

/** A small knowledge quiz for tests: three questions, the right answers at 1, 0 and 2. */
export const knowledgeQuizFixture = parseQuizDefinition({
  kind: 'knowledge',
  intro: { title: 'Know the gallery', description: 'Three questions.' },
  questions: [
    {
      id: 'question-1',
      title: 'Who paints colour fields?',
      answers: [{ title: 'Greta' }, { title: 'Inês', correct: true }, { title: 'Rafael' }],
      messages: { correct: 'Yes, %UserAnswer%.', incorrect: 'No: it is %CorrectAnswer%.' },
    },
    {
      id: 'question-2',
      title: 'Who prints tide tables?',
      answers: [{ title: 'Rafael', correct: true }, { title: 'Clara' }],
    },
    {
      id: 'question-3',
      title: 'Who photographs the Atlantic?',
      answers: [{ title: 'Haruto' }, { title: 'Dorian' }, { title: 'Solveig', correct: true }],
    },
  ],
  final_texts: [
    { min: 0, text: 'You got %YourNum% of %Total%. Come and visit!' },
    { min: 2, text: 'Good: %YourNum% of %Total%.' },
    { min: 3, text: 'All %Total% right!' },
  ],
}) as KnowledgeQuiz;

/** A personality quiz for tests: results calm, bold and bright, in that order. */
export const nowrongQuizFixture = parseQuizDefinition({
  kind: 'nowrong',
  intro: { title: 'Which print?' },
  questions: [
    {
      id: 'question-1',
      title: 'Your room?',
      answers: [
        { title: 'Quiet', result: 'calm' },
        { title: 'Loud', result: 'bold' },
        { title: 'Sunny', result: 'bright' },
      ],
    },
    {
      id: 'question-2',
      title: 'Your colour?',
      answers: [
        { title: 'Grey', result: 'calm' },
        { title: 'Red', result: 'bold' },
        { title: 'Yellow', result: 'bright' },
      ],
    },
  ],
  results: [
    { id: 'calm', title: 'Calm', description: 'Soft prints.' },
    { id: 'bold', title: 'Bold', description: 'Strong prints.' },
    { id: 'bright', title: 'Bright', description: 'Light prints.' },
  ],
}) as NowrongQuiz;
