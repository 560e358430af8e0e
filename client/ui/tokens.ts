/**
 * Design tokens as plain data: the one place for colours, spacing, type, radii, shadows, motion and
 * breakpoints. theme.css.ts turns them into CSS variables; nothing else hard-codes a design value.
 * Every text/background pair used by the components meets WCAG AA (4.5:1 for text).
 */
export const tokens = {
  color: {
    brand: '#20AA67',
    /** Brand green dark enough for white text and for text on white (5.1:1). */
    brandStrong: '#137A48',
    brandStronger: '#0D5C36',
    brandSoft: '#E7F6EE',
    brandSofter: '#F3FAF6',
    onBrand: '#FFFFFF',
    text: '#14261D',
    textMuted: '#4A5B53',
    textSubtle: '#5F6F67',
    background: '#FFFFFF',
    surface: '#F6F8F7',
    surfaceRaised: '#FFFFFF',
    border: '#D5DED9',
    borderStrong: '#8A9A92',
    focus: '#0B63CE',
    info: '#0B63CE',
    infoSoft: '#E8F1FC',
    success: '#137A48',
    successSoft: '#E7F6EE',
    warning: '#8A5300',
    warningSoft: '#FFF4E0',
    danger: '#B42318',
    dangerSoft: '#FDECEA',
    accent: '#FFC857',
    /** Rating stars: amber with 3:1 against white, as a graphical object needs (WCAG 1.4.11). */
    rating: '#B7791F',
    /** Text on the dark footer (13:1 and 16:1 on `text`). */
    onDark: '#E4ECE8',
    onDarkStrong: '#FFFFFF',
    dividerOnDark: 'rgba(255, 255, 255, 0.2)',
    overlay: 'rgba(10, 25, 18, 0.55)',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.625rem',
    lg: '1rem',
    xl: '1.5rem',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '2.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    snug: '1.35',
    normal: '1.55',
    relaxed: '1.7',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 40, 28, 0.08)',
    md: '0 4px 14px rgba(16, 40, 28, 0.10)',
    lg: '0 12px 32px rgba(16, 40, 28, 0.16)',
  },
  /** One motion token for every entrance, so the site moves with one rhythm: 0.45 s, cubic ease; none under reduced motion. */
  motion: {
    duration: '0.45s',
    fast: '0.2s',
    easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
  },
  zIndex: {
    header: '40',
    bottomBar: '45',
    // The cookie banner and the slow-connection notice keep clear of the advisor's round button; the
    // advisor's card docks clear of the banner's buttons (docs/decisions/0089), and above the notice.
    banner: '50',
    widget: '55',
    overlay: '70',
    toast: '80',
  },
  size: {
    contentMax: '72rem',
    proseMax: '44rem',
    headerHeight: '4rem',
    bottomBarHeight: '4.25rem',
    /** The round floating advisor button, fixed in the bottom-right corner of every page. */
    floatingButton: '3.5rem',
  },
  /** Icon sizes: `md` beside body text and in buttons, `sm` beside small text, `lg`/`xl` as a lead mark. */
  iconSize: {
    sm: '1rem',
    md: '1.125rem',
    lg: '1.25rem',
    xl: '1.5rem',
  },
} as const
