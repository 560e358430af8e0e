import type { ReactNode } from 'react'
import { tableScroll } from '../../ui/prose.css.ts'
import { cx } from '../../ui/cx.ts'
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
 * A real table with caption and header cells, inside a region that scrolls on its own (and with the
 * keyboard) when the table is wider than the screen.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, body, note, busy, className }: DataTableProps<Row>) {
  return (
    <div className={cx(styles.wrapper, className)}>
      <div className={cx(tableScroll, styles.scroll)} tabIndex={0} role="region" aria-label={caption} aria-busy={busy || undefined}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <span className={styles.captionText}>{caption}</span>
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
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}
