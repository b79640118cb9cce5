/**
 * The demo gallery's shop settings (checked by `shopSettingsSchema` in `@atelier/contracts` when
 * the site starts). Works ship from Lisbon: cheapest at home, then within the EU, then anywhere
 * else. Prints travel flat-packed or rolled at one price however many; any original ships crated
 * and insured at one price for the whole order. Amounts are cents.
 */
export const DEMO_SHOP_SETTINGS = {
  shipping: {
    homeCountry: 'PT',
    euCountries: [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ],
    zones: {
      domestic: {
        label: 'Portugal',
        flatPrintCents: 600,
        originalCents: 2_500,
        freeFromCents: 30_000,
      },
      eu: {
        label: 'the European Union',
        flatPrintCents: 1_200,
        originalCents: 4_500,
        freeFromCents: 30_000,
      },
      world: {
        label: 'the rest of the world',
        flatPrintCents: 2_500,
        originalCents: 12_000,
        freeFromCents: 100_000,
      },
    },
  },
  accounts: { enabled: true },
};
