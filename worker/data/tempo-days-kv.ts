import { kvKeys } from '#contract/catalogue'
import type { TempoLiveSeries } from '#contract/tempo-live-days'
import { liveSeriesVersion, TempoLiveSeries as TempoLiveSeriesSchema } from '#contract/tempo-live-days'
import { TempoDaysData } from '#contract/tempo-days'
import type { TempoDaysStore } from '../jobs/tempo-sync.ts'

/**
 * The Tempo job's store in the catalogue namespace: the seed's days read from `tempo-days`, RTE's days
 * in `tempo-days:rte`, each with a version in its metadata like every catalogue key. A stored series
 * that does not parse throws: the job then writes nothing rather than replace days it cannot read.
 */
export function tempoDaysKvStore(kv: KVNamespace): TempoDaysStore {
  return {
    async catalogueDays() {
      const text = await kv.get(kvKeys.tempoDays, 'text')
      return text === null ? [] : TempoDaysData.parse(JSON.parse(text)).days
    },
    async liveSeries() {
      const text = await kv.get(kvKeys.tempoDaysFromRte, 'text')
      return text === null ? null : TempoLiveSeriesSchema.parse(JSON.parse(text))
    },
    async writeLiveSeries(series: TempoLiveSeries) {
      const text = JSON.stringify(series)
      await kv.put(kvKeys.tempoDaysFromRte, text, { metadata: { version: await liveSeriesVersion(text) } })
    },
  }
}
