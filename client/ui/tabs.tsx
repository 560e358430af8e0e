import type { ComponentProps } from 'react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { cx } from './cx.ts'
import * as styles from './tabs.css.ts'

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>

/** Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} {...props} />
}

/** The tab list; give it an `aria-label` when the tabs have no visible heading. */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />
}

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props} />
}

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />
}
