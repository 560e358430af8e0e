import type { ReactNode } from 'react'

/** The callback form, from the callback feature through the route, with the block's controls. */
export type CallbackFormSlot = (controls: { cancel: () => void; sent: () => void }) => ReactNode
