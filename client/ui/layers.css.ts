import { layer } from '@vanilla-extract/css'

/**
 * The cascade layers, lowest first. A layer's rank is set where its name first appears, so the order
 * is declared here once and this file is imported by `global.css.ts` (first) and by every stylesheet
 * that uses a layer: the declaration then precedes every layered rule whatever order the pages'
 * stylesheets arrive in:
 * - reset: element defaults (box sizing, margins, link colour, focus ring);
 * - ui: the design system's primitives (client/ui).
 * Features and routes stay unlayered, and unlayered rules outrank every layer: a feature's class
 * overrides a primitive's without raising its specificity. Anything else left unlayered (a library's
 * injected style tag) competes with features by specificity and order, as before layers existed.
 */
export const resetLayer = layer('reset')
export const uiLayer = layer('ui')
