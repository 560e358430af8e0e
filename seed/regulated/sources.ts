import { z } from 'zod'
import { IsoDate } from '#contract/common'
import { ElectricityOption, IsoMonth, RegulatedSource } from '#contract/regulated-tariffs'

/**
 * sources.json, beside the CSV files: the CRE format has no source column, so who published each
 * grid and each prix repère month, and where a person can check it, is recorded here.
 */
export const SOURCES_FILE = 'sources.json'

export const SourcesFile = z.object({
  electricity: z.array(z.object({ ...RegulatedSource.shape, option: ElectricityOption, effectiveFrom: IsoDate })),
  gas: z.array(z.object({ ...RegulatedSource.shape, month: IsoMonth })),
})
export type SourcesFile = z.infer<typeof SourcesFile>

export function sourceLookup(file: SourcesFile) {
  const strip = <T extends RegulatedSource>({ publisher, reference, note }: T): RegulatedSource =>
    note === undefined ? { publisher, reference } : { publisher, reference, note }
  return {
    electricity: (option: ElectricityOption, effectiveFrom: string) => {
      const found = file.electricity.find((s) => s.option === option && s.effectiveFrom === effectiveFrom)
      return found && strip(found)
    },
    gas: (month: string) => {
      const found = file.gas.find((s) => s.month === month)
      return found && strip(found)
    },
  }
}
