/** Marks the light launcher's button, so the widget taking its place can tell whether it had focus. */
export const LIGHT_LAUNCHER_ATTRIBUTE = 'data-advisor-launcher'
