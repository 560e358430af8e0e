import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens.ts'

/** The one theme: every token as a CSS variable on :root. */
export const vars = createGlobalTheme(':root', tokens)
