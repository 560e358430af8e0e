type Plain = Record<string, unknown>

/** An object literal or an array: data a render makes anew. A React element is one too. */
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && [Object.prototype, Array.prototype].includes(Object.getPrototypeOf(value))

/** Fields starting with `_` are React's bookkeeping on an element (its owner, in development), not what it shows. */
const shownKeys = (value: Plain) => Object.keys(value).filter((key) => !key.startsWith('_'))

/**
 * Whether two sets of a component's props would show the same thing: object literals, arrays and React
 * elements compared by their content, in depth; functions count as the same whatever their identity;
 * anything else (a Date, a Map) only when it is the same object. A parent that renders again makes new
 * objects, arrays and callbacks with the same content: what a part shows only changes when their data
 * does. Used while a part's server HTML waits for its code (client/lib/lazy-part.tsx), when no handler
 * of the part runs yet.
 */
export function sameShownProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (typeof a === 'function' && typeof b === 'function')) return true
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = shownKeys(a)
  return keys.length === shownKeys(b).length && keys.every((key) => key in b && sameShownProps(a[key], b[key]))
}
