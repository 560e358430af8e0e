/** What the callback service promises: durations of the external simulation and of the call back. */
export const service = {
  /** Minutes the external simulation takes. */
  simulationMinutes: 2,
  /** Hours within which an advisor calls back after a simulation. */
  callbackWithinHours: 24,
} as const
