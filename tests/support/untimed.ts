/**
 * The options of a test that computes without waiting (a property test, a loop over many dates, a build run with
 * spawnSync): no timeout, since a timer cannot stop synchronous work, only fail it on a busy machine; what bounds it
 * is its own number of runs, or the build's exit.
 */
export const untimed = { timeout: 0 } as const;
