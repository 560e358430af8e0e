import { chatScripts, type ChatMessage, type HousingType } from './lower-sections-copy.ts'

export const HOUSING_TYPES: readonly { value: HousingType; label: string }[] = [
  { value: 'appartement', label: 'Appartement' },
  { value: 'maison', label: 'Maison' },
]

export function isHousingType(value: string): value is HousingType {
  return HOUSING_TYPES.some((type) => type.value === value)
}

/** The conversation shown for a housing choice; anything unknown falls back to the flat. */
export function chatScriptFor(housing: string): readonly ChatMessage[] {
  return chatScripts[isHousingType(housing) ? housing : 'appartement']
}
