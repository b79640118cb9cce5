import { addressRegionsOf } from '@atelier/shop/address-regions';
import { countryName } from './billing-fields';

export interface PostalAddressParts {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  state?: string | undefined;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
}

const regionName = (country: string, state: string | undefined) =>
  state
    ? (addressRegionsOf(country)?.regions.find((region) => region.code === state)?.name ?? state)
    : '';

/** An address as the confirmation prints it: names, street, town with region, country by name. */
export function PostalAddress({
  address,
  children,
}: {
  address: PostalAddressParts;
  /** Lines after the address (phone, e-mail). */
  children?: React.ReactNode;
}) {
  const region = regionName(address.country, address.state);
  return (
    <address className="contact-card">
      {address.firstName} {address.lastName}
      {address.company ? <>, {address.company}</> : null}
      <br />
      {address.address1}
      {address.address2 ? <>, {address.address2}</> : null}
      <br />
      {address.postcode} {address.city}
      {region ? <>, {region}</> : null}
      <br />
      {countryName(address.country)}
      {children}
    </address>
  );
}
