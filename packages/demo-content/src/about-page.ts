/**
 * "About the gallery" (`/about/`, issue 20): the demo's one-page page. Four sections in a fixed
 * order whose ids other pages link to (`/about/#!/visit`, the main menu's About items), so the
 * ids are part of the site's addresses: change them only with every link. Served by its own route
 * (ADR 0026), which reads this on the server.
 */
import { artists, site } from './catalogue';

export interface AboutSection {
  /** The section's element id, and its one-page address `#!/<id>`. */
  readonly id: 'story' | 'artists' | 'studio' | 'visit';
  /** The section menu's item. */
  readonly menuLabel: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /**
   * A page-builder tabs block after the paragraphs (ADR 0040): its tablist's name, the
   * auto-rotation interval in seconds as the builder gives it (MISC-018; 0 for none), its tabs.
   */
  readonly tabs?: {
    readonly label: string;
    readonly intervalSeconds: number;
    readonly items: readonly {
      readonly id: string;
      readonly title: string;
      readonly text: string;
    }[];
  };
}

export interface AboutPage {
  readonly path: '/about/';
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly AboutSection[];
  /** The artists the gallery represents, named in the artists section. */
  readonly artistNames: readonly string[];
  readonly visit: {
    readonly address: string;
    readonly openingHours: string;
    readonly phone: string;
    readonly email: string;
  };
}

export const ABOUT_PAGE: AboutPage = {
  path: '/about/',
  title: 'About the gallery',
  summary:
    'A small gallery in a former bookbindery in the Bairro Alto: who we are, the artists we show, the studio where works are framed and printed, and how to visit.',
  sections: [
    {
      id: 'story',
      menuLabel: 'Our story',
      title: 'Our story',
      paragraphs: [
        'Atelier opened in the spring of 2019 in a former bookbindery on Rua da Rosa. The presses had gone years before, but the long room kept its skylights, its worn pine floor and a smell of glue that took a whole summer to fade. We painted the walls a warm white, hung twelve works and opened the doors.',
        'We started the gallery because we kept meeting artists in Lisbon whose work deserved a room and a patient audience, and collectors who wanted to buy from someone who knew the artist, not from a catalogue. That is still the idea: a small number of artists, shown often, and time to talk about every work.',
        'Most of what we sell goes to people buying their first or second original. We are happy to be part of that decision, to send more photographs, to bring a work to your home on approval in Lisbon, or simply to explain how an etching is made.',
      ],
    },
    {
      id: 'artists',
      menuLabel: 'Artists',
      title: 'The artists',
      paragraphs: [
        'We represent ten artists. Most live and work in Lisbon, a few divide their year between the city and somewhere else, and all of them make work slowly: colour fields built up over months, ink ground fresh every morning, prints pulled by hand one colour at a time.',
        'We show each artist at least once every two years, in a solo exhibition or a conversation between two practices, and keep a selection of their work in the gallery and online in between. New works arrive in the shop the week they are hung.',
      ],
    },
    {
      id: 'studio',
      menuLabel: 'The studio',
      title: 'The studio',
      paragraphs: [
        'Two streets from the gallery, our studio is where editions are proofed and framed, and where, once a month, you can watch it happen.',
      ],
      tabs: {
        label: 'What the studio does',
        intervalSeconds: 8,
        items: [
          {
            id: 'printing',
            title: 'Printing',
            text: 'The printer works with the artists on every edition until the proofs match the original, and signs nothing off until the artist has.',
          },
          {
            id: 'framing',
            title: 'Framing',
            text: 'Frames are made to order from oak, walnut or painted ash, with museum glass and acid-free mounts. A framed edition leaves the studio in about ten working days; we send a photograph of the finished frame before it ships.',
          },
          {
            id: 'open-mornings',
            title: 'Open mornings',
            text: 'Once a month the studio opens on a Saturday morning for a small group: a demonstration of screenprinting or gilding, coffee, and the chance to see works before they are hung.',
          },
        ],
      },
    },
    {
      id: 'visit',
      menuLabel: 'Visit us',
      title: 'Visit us',
      paragraphs: [
        'The gallery is at the top of the Bairro Alto, a short walk uphill from the Chiado metro station or a ride on the Glória funicular from Restauradores. The room is on the ground floor with a level entrance, and there is a bench for anyone who would like to sit with a work for a while.',
        'You are welcome to come in without an appointment during opening hours. For a quiet visit, to see several works side by side or to meet an artist, write to us and we will set an hour aside.',
      ],
    },
  ],
  artistNames: artists.map((artist) => artist.name),
  visit: {
    address: site.address,
    openingHours: site.openingHours,
    phone: site.phone,
    email: site.email,
  },
};
