import { site } from '@atelier/demo-content/catalogue';
import type { SiteDetails } from './site-details';

/** The gallery's public details, read on the server only (the catalogue module is large). */
export const siteDetails: SiteDetails = {
  name: site.name,
  tagline: site.tagline,
  address: site.address,
  phone: site.phone,
  email: site.email,
  openingHours: site.openingHours,
  social: site.social.map((link) => ({ ...link })),
};
