/**
 * The gallery's public details as the page frame shows them. The type lives here, below the root
 * layout and the navigation feature that both use it; the values are read on the server
 * (`site.server.ts`).
 */
export interface SiteDetails {
  name: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
  social: { network: string; label: string; url: string }[];
}
