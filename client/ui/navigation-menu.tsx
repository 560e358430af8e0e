import type { ComponentProps } from 'react'
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui'
import { ChevronDown } from 'lucide'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './navigation-menu.css.ts'

/**
 * How long an open submenu stays open after the pointer leaves trigger and content. This is Radix's own
 * timer (a fixed 150 ms in `NavigationMenu`, not configurable); the constant documents it for tests and
 * for code that waits for the menu to close. Leaving a trigger for its content within that time keeps
 * the submenu open.
 */
export const NAV_CLOSE_DELAY_MS = 150

export type NavigationMenuProps = ComponentProps<typeof NavigationMenuPrimitive.Root>

/**
 * The site navigation (Radix NavigationMenu): a <nav> landmark; give it an `aria-label` such as
 * "Navigation principale". Submenus open on hover after `delayDuration` (200 ms), moving to another
 * trigger within `skipDelayDuration` (300 ms) opens it at once; they close `NAV_CLOSE_DELAY_MS` after the
 * pointer leaves. Keyboard: Tab between items, Entrée/Espace opens, Échap closes.
 * Render a `NavigationMenuViewport` inside it so submenus have a place to appear.
 */
export function NavigationMenu({ className, delayDuration = 200, skipDelayDuration = 300, ...props }: NavigationMenuProps) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      className={cx(styles.root, className)}
      {...props}
    />
  )
}

export type NavigationMenuListProps = ComponentProps<typeof NavigationMenuPrimitive.List>

export function NavigationMenuList({ className, ...props }: NavigationMenuListProps) {
  return <NavigationMenuPrimitive.List className={cx(styles.list, className)} {...props} />
}

export type NavigationMenuItemProps = ComponentProps<typeof NavigationMenuPrimitive.Item>

export function NavigationMenuItem(props: NavigationMenuItemProps) {
  return <NavigationMenuPrimitive.Item {...props} />
}

export type NavigationMenuTriggerProps = ComponentProps<typeof NavigationMenuPrimitive.Trigger>

/** Opens its item's content; the chevron turns while open. */
export function NavigationMenuTrigger({ className, children, ...props }: NavigationMenuTriggerProps) {
  return (
    <NavigationMenuPrimitive.Trigger className={cx(styles.trigger, className)} {...props}>
      {children}
      <Icon icon={ChevronDown} size="sm" className={styles.chevron} />
    </NavigationMenuPrimitive.Trigger>
  )
}

export type NavigationMenuContentProps = ComponentProps<typeof NavigationMenuPrimitive.Content>

export function NavigationMenuContent({ className, ...props }: NavigationMenuContentProps) {
  return <NavigationMenuPrimitive.Content className={cx(styles.content, className)} {...props} />
}

export type NavigationMenuLinkProps = ComponentProps<typeof NavigationMenuPrimitive.Link>

/**
 * A link in the menu. With `asChild`, the child (e.g. the router's `<Link>`) is the anchor and keeps its
 * own behaviour. `active` sets `data-active` (styled: brand colour, underline) and `aria-current="page"`.
 * Only `data-active` is styled: the router's own `aria-current` matches by prefix, so `/` would look
 * active everywhere unless its Link has `activeOptions={{ exact: true }}`.
 */
export function NavigationMenuLink({ className, ...props }: NavigationMenuLinkProps) {
  return <NavigationMenuPrimitive.Link className={cx(styles.link, className)} {...props} />
}

export type NavigationMenuViewportProps = ComponentProps<typeof NavigationMenuPrimitive.Viewport> & {
  /** Class of the positioning wrapper below the list. */
  wrapperClassName?: string
}

/** Where open submenus render, below the list; sized by Radix's viewport CSS variables. */
export function NavigationMenuViewport({ className, wrapperClassName, ...props }: NavigationMenuViewportProps) {
  return (
    <div className={cx(styles.viewportPosition, wrapperClassName)}>
      <NavigationMenuPrimitive.Viewport className={cx(styles.viewport, className)} {...props} />
    </div>
  )
}
