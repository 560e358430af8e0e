/**
 * Site identity: the one place for these values, so a rename is one edit. Components read them from here;
 * the worker's public values are in wrangler.toml [vars].
 */
export const site = {
  name: 'WattMalin',
  /** Canonical origin of the production site. */
  url: 'https://www.wattmalin.fr',
  tagline: 'Le comparateur indépendant d’électricité et de gaz',
  /** The external savings-simulation form: opened in a new tab, never fetched by the site. */
  simulationUrl: 'https://simulation.wattmalin.fr/',
  advisorFirstName: 'Léa',
  phone: {
    display: '01 99 00 12 34',
    href: 'tel:+33199001234',
  },
  hours: 'du lundi au vendredi, de 9 h 30 à 19 h (appel non surtaxé)',
  hoursShort: 'Lun.–ven. 9 h 30 – 19 h',
  email: 'contact@wattmalin.fr',
  address: {
    street: '12 rue de la République',
    postalCode: '92100',
    city: 'Boulogne-Billancourt',
  },
  brandColor: '#20AA67',
  /** The logo search engines show for the site (a path on this site). */
  logoPath: '/favicon.svg',
  /** "Plus de 10 000 utilisateurs": an operator setting, off until the figure is true. */
  showUserCount: false,
  /** Social profiles: shown in the footer only when set. */
  social: [] as { label: string; href: string }[],
} as const
