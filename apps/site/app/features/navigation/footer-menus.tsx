import { FooterLinks } from './footer-links';
import { MAIN_NAVIGATION } from './main-navigation';

/** The footer's "Explore" column: every page of the main menu, reachable without scripts. */
export function ExploreLinks() {
  return <FooterLinks id="footer-explore" title="Explore" links={MAIN_NAVIGATION} />;
}
