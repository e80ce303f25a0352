/**
 * START_TIMINGS=1 (bench:start): a function that prints when a step of the start finished, as wall
 * ms since the process (or thread) began and its CPU ms so far, less disturbed by a busy machine;
 * without it, one that does nothing. `prefix` names who marks (the server, the API child, the cluster).
 */
export function startTimings(prefix: string, env: NodeJS.ProcessEnv = process.env): (step: string) => void {
  if (!env.START_TIMINGS) return () => {};
  return (step) => {
    const { user, system } = process.cpuUsage();
    console.error(`${performance.now().toFixed(0).padStart(6)} ms  cpu ${((user + system) / 1000).toFixed(0).padStart(5)} ms  ${prefix}${step}`);
  };
}
