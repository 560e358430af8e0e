/** Defined by both Vite configs (scripts/lib/build-constants.ts): the calendar year of the build. */
declare const __BUILD_YEAR__: number
