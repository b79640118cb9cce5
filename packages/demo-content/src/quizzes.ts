import { artists } from './catalogue';
import { QUIZ_LEAD_FORM_ID, type JsonObject } from './forms';

/*
 * Issue 14: the demo gallery's two quizzes, each on its own page (/quiz/<slug>/) linked from the
 * main menu. Plain JSON in the form engine's quiz schema; the seeder checks each with
 * `parseQuizDefinition` before it is written.
 */

export interface DemoQuiz {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly definition: JsonObject;
}

export const ARTISTS_QUIZ_ID = 34001;
export const PRINT_QUIZ_ID = 34002;

const artistName = (slug: string) => {
  const artist = artists.find((candidate) => candidate.slug === slug);
  if (!artist) throw new Error(`The artists quiz names an artist the catalogue lacks: ${slug}`);
  return artist.name;
};

/** A question whose answers are artists' names, the first slug the right one. */
const artistQuestion = (
  id: string,
  title: string,
  slugs: readonly string[],
  right: string,
  because: string,
): JsonObject => ({
  id,
  title,
  answers: slugs.map((slug) => ({ title: artistName(slug), correct: slug === right })),
  messages: {
    correct: `Right: ${because}`,
    incorrect: `Not quite: it is %CorrectAnswer%. ${because}`,
  },
});

/** QUIZ: a knowledge quiz about the gallery's artists, from their catalogue biographies. */
const artistsQuiz: DemoQuiz = {
  id: ARTISTS_QUIZ_ID,
  slug: 'know-the-artists',
  title: 'How well do you know our artists?',
  definition: {
    kind: 'knowledge',
    intro: {
      title: 'How well do you know our artists?',
      description:
        'Six questions about the painters, printmakers and photographers the gallery shows. Every answer is somewhere on their labels.',
      start_label: 'Start the quiz',
    },
    questions: [
      artistQuestion(
        'question-1',
        'Who paints slow colour fields in thin veils of oil, in a studio in Marvila?',
        ['tomas-reigada', 'ines-valadares', 'greta-wendelin', 'dorian-vesely'],
        'ines-valadares',
        'Inês Valadares builds each canvas over several months.',
      ),
      artistQuestion(
        'question-2',
        'Who grinds his own ink every morning and works only on handmade kozo paper?',
        ['rafael-monteverde', 'mireille-castagne', 'haruto-niwase', 'clara-bettencourt'],
        'haruto-niwase',
        'Haruto Niwase studied calligraphy in Kanazawa before turning to ink painting.',
      ),
      {
        id: 'question-3',
        title: 'Rafael Monteverde’s screenprints turn what into rhythmic lines?',
        answers: [
          { title: 'Lisbon’s tram routes' },
          { title: 'Tide tables, sonar charts and wind maps', correct: true },
          { title: 'Birdsong recordings' },
          { title: 'Old maps of the city walls' },
        ],
        messages: {
          correct: 'Right: each colour is pulled by hand, one at a time.',
          incorrect: 'Not quite: it is %CorrectAnswer%, pulled by hand in his studio in Arroios.',
        },
      },
      artistQuestion(
        'question-4',
        'Which artist trained as a violinist in Brno before turning to painting?',
        ['solveig-aamodt', 'nadia-el-amrani', 'tomas-reigada', 'dorian-vesely'],
        'dorian-vesely',
        'Dorian Veselý composes his circles and arcs like chamber music.',
      ),
      {
        id: 'question-5',
        title: 'Where do Clara Bettencourt’s botanical studies come from?',
        answers: [
          { title: 'The gardens of Sintra' },
          { title: 'A year in Kyoto' },
          { title: 'São Miguel, in the Azores', correct: true },
          { title: 'The Lofoten islands' },
        ],
        messages: {
          correct: 'Right: she grew up among its hydrangeas, ferns and tea plantations.',
          incorrect:
            'Not quite: it is %CorrectAnswer%, where she grew up among hydrangeas, ferns and tea.',
        },
      },
      {
        id: 'question-6',
        title: 'What do Solveig Aamodt’s long exposures do to the sea?',
        answers: [
          { title: 'Smooth the water into a plane of colour', correct: true },
          { title: 'Freeze every wave in mid-air' },
          { title: 'Turn it black and white' },
          { title: 'Add a second horizon' },
        ],
        messages: {
          correct: 'Right: the horizon is left as the only certainty.',
          incorrect:
            'Not quite. The right answer: %CorrectAnswer%, leaving the horizon as the only certainty.',
        },
      },
    ],
    final_texts: [
      {
        min: 0,
        text: 'You got %YourNum% of %Total%. Come and meet the artists at the gallery: their stories are on every label.',
      },
      { min: 3, text: 'You got %YourNum% of %Total%: you know the gallery well.' },
      { min: 6, text: '%YourNum% of %Total%: a perfect score. You could give our tours.' },
    ],
    settings: { share: true },
  },
};

/** QUIZ, QUIZ-012: a personality quiz with a lead form at the end, each result a print of the shop. */
const printQuiz: DemoQuiz = {
  id: PRINT_QUIZ_ID,
  slug: 'which-print-suits-your-room',
  title: 'Which print suits your room?',
  definition: {
    kind: 'nowrong',
    intro: {
      title: 'Which print suits your room?',
      description:
        'Five quick questions about the room, its light and you, and we will suggest a print from the gallery’s editions.',
      start_label: 'Find my print',
    },
    questions: [
      {
        id: 'question-1',
        title: 'Which room is the print for?',
        answers: [
          { title: 'A bedroom', result: 'calm-coast' },
          { title: 'A living room with a big sofa', result: 'bold-geometry' },
          { title: 'A kitchen or a breakfast nook', result: 'botanical' },
          { title: 'A study or a home office', result: 'ink-rhythm' },
        ],
      },
      {
        id: 'question-2',
        title: 'How does the light fall there?',
        answers: [
          { title: 'Soft and grey, from the north', result: 'calm-coast' },
          { title: 'Warm afternoon sun', result: 'bold-geometry' },
          { title: 'Bright morning light', result: 'botanical' },
          { title: 'Mostly lamplight', result: 'ink-rhythm' },
        ],
      },
      {
        id: 'question-3',
        title: 'What colour are the walls?',
        answers: [
          { title: 'Pale blue or grey', result: 'calm-coast' },
          { title: 'White and bare', result: 'bold-geometry' },
          { title: 'Green or terracotta', result: 'botanical' },
          { title: 'A dark, deep colour', result: 'ink-rhythm' },
        ],
      },
      {
        id: 'question-4',
        title: 'Your perfect Sunday?',
        answers: [
          { title: 'A long walk along the coast', result: 'calm-coast' },
          { title: 'An exhibition and a long lunch', result: 'bold-geometry' },
          { title: 'Pottering in the garden', result: 'botanical' },
          { title: 'A book and a pot of tea', result: 'ink-rhythm' },
        ],
      },
      {
        id: 'question-5',
        title: 'Pick a word.',
        answers: [
          { title: 'Horizon', result: 'calm-coast' },
          { title: 'Colour', result: 'bold-geometry' },
          { title: 'Growth', result: 'botanical' },
          { title: 'Rhythm', result: 'ink-rhythm' },
        ],
      },
    ],
    results: [
      {
        id: 'calm-coast',
        title: 'A quiet sea: Lofoten, Blue Hour',
        description:
          'Your room wants stillness. Solveig Aamodt’s long exposures smooth the North Atlantic into a single plane of blue, a horizon to rest your eyes on at the end of the day.',
        link: { href: '/product/lofoten-blue-hour/', label: 'See Lofoten, Blue Hour' },
      },
      {
        id: 'bold-geometry',
        title: 'Bold geometry: Bauhaus Suite No. 2',
        description:
          'Your room can take colour and confidence. Mireille Castagne’s flat, precise shapes, born from Lisbon’s tiled façades, hold their own above a sofa and in full sun.',
        link: { href: '/product/bauhaus-suite-no-2/', label: 'See Bauhaus Suite No. 2' },
      },
      {
        id: 'botanical',
        title: 'Something growing: Fig Leaves',
        description:
          'Your room is about light and life. Clara Bettencourt’s botanical prints, pared down to rhythm and silhouette, bring the garden in without the watering.',
        link: { href: '/product/fig-leaves/', label: 'See Fig Leaves' },
      },
      {
        id: 'ink-rhythm',
        title: 'Ink and rhythm: Ink Mountains',
        description:
          'Your room is for thinking. Haruto Niwase’s mountains, each made in a single breath of the brush, give a quiet wall something to hold your gaze.',
        link: { href: '/product/ink-mountains-edition/', label: 'See Ink Mountains' },
      },
    ],
    settings: {
      share: true,
      lead: {
        hasLeads: true,
        leads_id: QUIZ_LEAD_FORM_ID,
        form_placement: 'end',
        skip_form: true,
      },
    },
  },
};

/** Every demo quiz, in id order. */
export const demoQuizzes: readonly DemoQuiz[] = [artistsQuiz, printQuiz];
