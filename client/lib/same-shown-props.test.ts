import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { sameShownProps } from './same-shown-props.ts'

describe('sameShownProps', () => {
  it('finds new objects and arrays with the same data the same', () => {
    const render = () => ({ household: { kwh: 3500, kva: 6, option: 'base' }, grids: [{ from: '2026-02-01', price: 0.1952 }] })
    expect(sameShownProps(render(), render())).toBe(true)
  })

  it('tells a changed value, key or length apart, at any depth', () => {
    const props = { household: { kwh: 3500, kva: 6 }, grids: [1, 2] }
    expect(sameShownProps(props, { household: { kwh: 3600, kva: 6 }, grids: [1, 2] })).toBe(false)
    expect(sameShownProps(props, { household: { kwh: 3500 }, grids: [1, 2] })).toBe(false)
    expect(sameShownProps(props, { household: { kwh: 3500, kva: 6 }, grids: [1, 2, 3] })).toBe(false)
    expect(sameShownProps(props, { household: { kwh: 3500, kva: 6, option: undefined }, grids: [1, 2] })).toBe(false)
    expect(sameShownProps({ list: [1] }, { list: { 0: 1 } })).toBe(false)
  })

  it('counts callbacks as the same whatever their identity, but not as data', () => {
    expect(sameShownProps({ onChange: () => 1 }, { onChange: () => 2 })).toBe(true)
    expect(sameShownProps({ onChange: () => 1 }, { onChange: undefined })).toBe(false)
  })

  it('compares elements by what they render: type, key and props', () => {
    const note = (text: string, key?: string) => createElement('p', { key, className: 'note' }, text)
    expect(sameShownProps({ note: note('a') }, { note: note('a') })).toBe(true)
    expect(sameShownProps({ note: note('a') }, { note: note('b') })).toBe(false)
    expect(sameShownProps({ note: note('a', 'x') }, { note: note('a', 'y') })).toBe(false)
    expect(sameShownProps({ note: note('a') }, { note: createElement('div', { className: 'note' }, 'a') })).toBe(false)
    expect(sameShownProps({ note: note('a') }, { note: 'a' })).toBe(false)
  })

  it('counts an object of another kind (a Date) as the same only when it is the same object', () => {
    const at = new Date(0)
    expect(sameShownProps({ at }, { at })).toBe(true)
    expect(sameShownProps({ at }, { at: new Date(0) })).toBe(false)
  })
})
