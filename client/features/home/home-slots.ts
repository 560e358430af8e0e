import type { ReactNode } from 'react'

// What the home page shows from other features (the catalogue's suppliers, the featured articles, the
// callback form) reaches its sections as slots: the route reads the other feature and fills them.

/** Hands a list, once it has loaded, to what a section makes of it; may suspend until then. */
export type ListSlot<Item> = (render: (items: readonly Item[]) => ReactNode) => ReactNode

export type CallbackFormSlot = (controls: { cancel: () => void; sent: () => void }) => ReactNode
