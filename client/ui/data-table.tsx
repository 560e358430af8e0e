import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { tableScroll } from './prose.css.ts'
import { cx } from './cx.ts'
import * as styles from './data-table.css.ts'

export type DataTableColumn<Row> = {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** The cell that names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean
  /** Right-aligned figures. */
  numeric?: boolean
}

export type DataTableProps<Row> = {
  /** Visible caption; also names the scrollable region. */
  caption: string
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Shown as one full-width row when `rows` is empty. */
  empty?: ReactNode
  /** Replaces the body while data loads (e.g. skeleton rows). */
  body?: ReactNode
  note?: ReactNode
  busy?: boolean
  className?: string
}

/**
 * Whether the element is wider inside than out (it scrolls sideways), and whether columns still lie
 * to the right of what shows. False until measured in the browser, so the server's markup and the
 * first client render agree.
 */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  const [moreRight, setMoreRight] = useState(false)
  const [visibleWidth, setVisibleWidth] = useState<number>()
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1)
      setVisibleWidth(element.clientWidth)
      setMoreRight(element.scrollLeft + element.clientWidth < element.scrollWidth - 1)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [])
  return { ref, overflows, moreRight, visibleWidth }
}

/**
 * A real table with caption and header cells, inside a region named by the caption that scrolls on its
 * own (and with the keyboard) when the table is wider than the screen. Then the row headers stay in
 * view (sticky first column) and a line under the caption says the table scrolls.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, body, note, busy, className }: DataTableProps<Row>) {
  const { ref, overflows, moreRight, visibleWidth } = useOverflowsSideways()
  const cueId = useId()
  return (
    <div className={cx(styles.wrapper, className)}>
      {overflows ? (
        <p id={cueId} className={styles.scrollCue}>
          <span aria-hidden="true">↔</span> Faites défiler le tableau sur le côté pour voir toutes les colonnes.
        </p>
      ) : null}
      {/* The frame draws the shade over the right edge while more columns lie that way. */}
      <div className={styles.frame} data-more-right={moreRight || undefined}>
        {/* biome-ignore lint/a11y/useSemanticElements: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change. */}
        <div
          ref={ref}
          className={cx(tableScroll, styles.scroll)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change.
          tabIndex={0}
          role="region"
          aria-label={caption}
          aria-describedby={overflows ? cueId : undefined}
          aria-busy={busy || undefined}
        >
          <table className={styles.table}>
            <caption className={styles.caption}>
              {/* Measured, the region's own width: exact in a card or a column, where the screen's is not. */}
              <span className={styles.captionText} style={overflows && visibleWidth ? { maxWidth: visibleWidth } : undefined}>
                {caption}
              </span>
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body ??
                (rows.length === 0 && empty ? (
                  <tr>
                    <td colSpan={columns.length} className={styles.empty}>
                      {empty}
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) =>
                        column.rowHeader ? (
                          <th key={column.key} scope="row" className={column.numeric ? styles.numeric : undefined}>
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                            {column.cell(row)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))
                ))}
            </tbody>
          </table>
        </div>
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}
