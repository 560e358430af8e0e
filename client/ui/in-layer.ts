import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css'

/** Puts a style rule into a cascade layer (a name exported by layers.css.ts). */
export function inLayer(layerName: string, rule: StyleRule): StyleRule
export function inLayer(layerName: string, rule: GlobalStyleRule): GlobalStyleRule
export function inLayer(layerName: string, rule: StyleRule | GlobalStyleRule): StyleRule | GlobalStyleRule {
  return { '@layer': { [layerName]: rule } }
}
