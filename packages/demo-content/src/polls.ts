/**
 * The demo gallery's polls (issue 14, POLL), as the owner would write them: the form engine's
 * poll definition (`@atelier/form-engine/polls/poll-definition`), checked by the seed before it
 * is stored. Ids are fixed like the forms' (a page names the poll it shows).
 */

export interface DemoPoll {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  /** A poll definition as written; the seed parses it with the form engine. */
  readonly definition: {
    readonly question: string;
    readonly description?: string;
    readonly answers: readonly {
      readonly id: string;
      readonly label: string;
      readonly color?: string;
      readonly extra?: { readonly placeholder: string };
    }[];
    readonly settings?: Readonly<Record<string, unknown>>;
  };
}

/** On the home page: shows its chart after a vote (POLL-005). */
export const EXHIBITION_POLL_ID = 34001;
/** On its own page: offers its results as a link (POLL-007). */
export const FRAME_POLL_ID = 34002;

/** The site's palette (app.css): terracotta, ink, sage, ochre, slate, clay. */
const GALLERY_COLOURS = ['#9c4a2f', '#1d1b19', '#6f8a6b', '#c8963e', '#4f6d8a', '#b9826b'];

const chartColours = {
  answers: GALLERY_COLOURS,
  grid_lines: '#DCD6CC',
  grid_labels: '#6B675F',
  onbar_votes: '#1D1B19',
  tooltips_background: '#1D1B19',
  tooltips_text: '#FFFFFF',
};

const exhibitionPoll: DemoPoll = {
  id: EXHIBITION_POLL_ID,
  slug: 'next-exhibition',
  title: 'Next exhibition',
  definition: {
    question: 'Which medium should our next exhibition feature?',
    description: 'Tell us what you would travel to see: we plan the autumn show around it.',
    answers: [
      { id: 'answer-1', label: 'Painting' },
      { id: 'answer-2', label: 'Printmaking' },
      { id: 'answer-3', label: 'Photography' },
      { id: 'answer-4', label: 'Ceramics' },
      { id: 'answer-5', label: 'Textile art' },
      { id: 'answer-6', label: 'Something else', extra: { placeholder: 'Which medium?' } },
    ],
    settings: {
      results_behav: 'show_after',
      chart_design: 'bar',
      vote_limit: 'address',
      success_message: 'Thank you: your vote has been saved.',
      colors: chartColours,
    },
  },
};

const framePoll: DemoPoll = {
  id: FRAME_POLL_ID,
  slug: 'favourite-frame',
  title: 'Favourite frame',
  definition: {
    question: 'Which frame finish do you choose most often?',
    answers: [
      { id: 'answer-1', label: 'Natural oak' },
      { id: 'answer-2', label: 'Black ash' },
      { id: 'answer-3', label: 'White' },
      { id: 'answer-4', label: 'Gilded' },
      { id: 'answer-5', label: 'No frame at all' },
    ],
    settings: {
      results_behav: 'link_on',
      chart_design: 'doughnut',
      // A framing question is asked in the shop, often by several people behind one address.
      vote_limit: 'visitor',
      colors: chartColours,
    },
  },
};

export const demoPolls: readonly DemoPoll[] = [exhibitionPoll, framePoll];
