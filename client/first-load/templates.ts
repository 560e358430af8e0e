/**
 * Markup the first-load scripts show before the app's code has arrived: every prerendered page carries
 * it in `<template data-first-load="…">` elements (client/lib/first-load-templates.tsx), drawn by the
 * site's own components (client/first-load-markup.tsx), so it is in the page from its first byte with
 * the site's classes and words, yet neither on screen nor read by assistive technologies until a copy
 * is shown.
 */

/** The templates' markup by name, read from the page as it arrived. */
const templates = new Map<string, Element>()

/**
 * Reads the page's templates. Called at start: a page the app renders afresh replaces its body, and the
 * templates it renders there are empty (only the prerender fills them).
 */
export function readTemplates(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-first-load]')) {
    // The parser puts a template's markup in its content; React (in development, where nothing is
    // prerendered) renders it as the element's children.
    const markup = template.content.firstElementChild ?? template.firstElementChild
    if (markup && template.dataset.firstLoad) templates.set(template.dataset.firstLoad, markup)
  }
}

/**
 * Shows a copy of the named template at the end of <body>, marked `data-first-load-copy="<name>"` so the
 * app's code can find it when it takes over. Null when the page has no such template.
 */
export function showCopy(name: string): HTMLElement | null {
  if (!templates.has(name)) readTemplates()
  const markup = templates.get(name)
  if (!markup) return null
  // Each template holds one element of the page's markup.
  const copy = document.importNode(markup, true) as HTMLElement
  copy.setAttribute('data-first-load-copy', name)
  document.body.append(copy)
  return copy
}
