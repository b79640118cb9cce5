/**
 * Countries whose addresses need a state, province or territory, with the choices and what the
 * field is called there. Data, not code: supporting another such country is one more entry.
 * Codes are the postal abbreviations the carriers print (ISO 3166-2 subdivision suffixes).
 */
export interface AddressRegions {
  /** The field's label in that country. */
  label: string;
  regions: readonly { code: string; name: string }[];
}

const list = (pairs: string): { code: string; name: string }[] =>
  pairs.split('|').map((pair) => {
    const [code = '', name = ''] = pair.split(':');
    return { code, name };
  });

export const ADDRESS_REGIONS: Readonly<Record<string, AddressRegions>> = {
  US: {
    label: 'State',
    regions: list(
      'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming|PR:Puerto Rico',
    ),
  },
  CA: {
    label: 'Province / Territory',
    regions: list(
      'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NS:Nova Scotia|NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon',
    ),
  },
  AU: {
    label: 'State / Territory',
    regions: list(
      'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|TAS:Tasmania|VIC:Victoria|WA:Western Australia',
    ),
  },
  BR: {
    label: 'State',
    regions: list(
      'AC:Acre|AL:Alagoas|AP:Amapá|AM:Amazonas|BA:Bahia|CE:Ceará|DF:Distrito Federal|ES:Espírito Santo|GO:Goiás|MA:Maranhão|MT:Mato Grosso|MS:Mato Grosso do Sul|MG:Minas Gerais|PA:Pará|PB:Paraíba|PR:Paraná|PE:Pernambuco|PI:Piauí|RJ:Rio de Janeiro|RN:Rio Grande do Norte|RS:Rio Grande do Sul|RO:Rondônia|RR:Roraima|SC:Santa Catarina|SP:São Paulo|SE:Sergipe|TO:Tocantins',
    ),
  },
};

/** The region choices of a country, or undefined when its addresses have none. */
export const addressRegionsOf = (country: string): AddressRegions | undefined =>
  Object.hasOwn(ADDRESS_REGIONS, country) ? ADDRESS_REGIONS[country] : undefined;

/**
 * Why `region` is not acceptable for `country`, or undefined when it is: required and one of the
 * list where the country has regions. Where it has none the field is not shown and any value is
 * dropped (`regionFor`), so it is never an error.
 */
export function regionProblem(country: string, region: string): string | undefined {
  const regions = addressRegionsOf(country);
  if (!regions) return undefined;
  if (region.trim() === '') return `${regions.label} is a required field.`;
  return regions.regions.some((candidate) => candidate.code === region)
    ? undefined
    : `Please choose a ${regions.label.toLowerCase()} from the list.`;
}

/** The region to store with an address: the code where the country has regions, '' elsewhere. */
export const regionFor = (country: string, region: string): string =>
  addressRegionsOf(country) ? region.trim() : '';
