/**
 * Issue 20 (ADR 0027): the demo's approved comments, threaded two levels deep, on two journal
 * posts and one portfolio project. `replyTo` names an earlier comment of the same thing by its
 * index in the list; times are after the post's publication.
 */
export interface DemoComment {
  readonly authorName: string;
  readonly authorEmail: string;
  readonly authorUrl?: string;
  readonly body: string;
  readonly createdAt: string;
  readonly replyTo?: number;
}

export interface DemoCommentThread {
  readonly kind: 'post' | 'project';
  readonly slug: string;
  readonly comments: readonly DemoComment[];
}

export const DEMO_COMMENT_THREADS: readonly DemoCommentThread[] = [
  {
    kind: 'post',
    slug: 'inside-the-studio-ines-valadares',
    comments: [
      {
        authorName: 'Marta Quintela',
        authorEmail: 'marta.quintela@example.com',
        body: 'Fifteen layers for one blue! I saw the large canvas at the gallery last spring and it really does seem to glow from underneath.',
        createdAt: '2025-10-15T09:12:00Z',
      },
      {
        authorName: 'Inês Valadares',
        authorEmail: 'ines@example.com',
        authorUrl: 'https://ines-valadares.example',
        body: 'Thank you, Marta. The glow is the white ground showing through the thin glazes. It is slow, but nothing else gives that light.',
        createdAt: '2025-10-15T15:40:00Z',
        replyTo: 0,
      },
      {
        authorName: 'Tom Harland',
        authorEmail: 'tom.harland@example.com',
        body: 'Do you ever varnish between the layers, or only at the very end?',
        createdAt: '2025-10-17T18:05:00Z',
      },
    ],
  },
  {
    kind: 'post',
    slug: 'how-to-hang-a-salon-wall',
    comments: [
      {
        authorName: 'Sofia Brandão',
        authorEmail: 'sofia.brandao@example.com',
        body: 'The paper templates on the wall saved my marriage. We argued about one nail hole instead of twenty.',
        createdAt: '2025-10-20T20:30:00Z',
      },
      {
        authorName: 'Atelier',
        authorEmail: 'hello@atelier.example',
        body: 'We are glad to hear it! Send us a photograph of the finished wall if you like; we love seeing where the works end up.',
        createdAt: '2025-10-21T08:45:00Z',
        replyTo: 0,
      },
    ],
  },
  {
    kind: 'project',
    slug: 'lines-of-the-tide',
    comments: [
      {
        authorName: 'Rui Pacheco',
        authorEmail: 'rui.pacheco@example.com',
        body: 'The long exposures next to the pen drawings made the whole room feel like it was moving. A beautiful hang.',
        createdAt: '2025-11-03T17:20:00Z',
      },
      {
        authorName: 'Helena Marsh',
        authorEmail: 'helena.marsh@example.com',
        body: 'Agreed. Will the screenprints be available as editions after the show closes?',
        createdAt: '2025-11-04T10:02:00Z',
        replyTo: 0,
      },
      {
        authorName: 'Atelier',
        authorEmail: 'hello@atelier.example',
        body: 'Yes: the screenprints are in the shop now, in editions of thirty.',
        createdAt: '2025-11-04T12:15:00Z',
        replyTo: 0,
      },
    ],
  },
];
