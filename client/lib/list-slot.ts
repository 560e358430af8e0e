import type { ReactNode } from 'react'

/**
 * Hands a list, once it has loaded, to what a block makes of it; may suspend until then. A feature's page
 * shows another feature's data through such a slot: the route reads that feature's list and fills it.
 */
export type ListSlot<Item> = (render: (items: readonly Item[]) => ReactNode) => ReactNode
