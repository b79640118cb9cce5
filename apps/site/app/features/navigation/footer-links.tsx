import { Link } from 'react-router';

/** A titled column of the site's own pages. */
export function FooterLinks(props: {
  id: string;
  title: string;
  links: readonly { readonly label: string; readonly to: string }[];
}) {
  return (
    <nav className="site-footer__column" aria-labelledby={props.id}>
      <h2 id={props.id} className="site-footer__title">
        {props.title}
      </h2>
      <ul className="site-footer__links">
        {props.links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
