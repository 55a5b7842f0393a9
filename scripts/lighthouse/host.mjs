// What the machine gave the browser: its CPUs, a container's CPU quota, and the load average
// when the bench started and ended. Lighthouse's benchmark index times a single-threaded loop,
// so it reads the same on a host where Chromium shares one core with everything else; yet
// there every page's TBT rises, the bare baseline's too, "other" most (issue 31's
// investigation, docs/benchmarks.md). These lines say what the index cannot.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

/**
 * A container's CPU limit in CPUs, from cgroup v2 (cpu.max: "quota period" or "max period") or
 * v1 (cpu.cfs_quota_us, -1 for none, over cpu.cfs_period_us); null when there is none.
 * @param {{ v2?: string, v1Quota?: string, v1Period?: string }} files the files' contents
 */
export function cpuQuota({ v2, v1Quota, v1Period }) {
  if (v2 !== undefined) {
    const [quota, period] = v2.trim().split(/\s+/);
    return quota === 'max' ? null : Number(quota) / Number(period);
  }
  if (v1Quota !== undefined && v1Period !== undefined && Number(v1Quota) > 0) {
    return Number(v1Quota) / Number(v1Period);
  }
  return null;
}

/** @param {string} file */
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** The machine now: CPU count, model and quota, and the 1-minute load average. */
export function readHost() {
  return {
    cpus: availableParallelism(),
    model: cpus()[0]?.model.trim() ?? 'unknown CPU',
    quota: cpuQuota({
      v2: read('/sys/fs/cgroup/cpu.max'),
      v1Quota: read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us'),
      v1Period: read('/sys/fs/cgroup/cpu/cpu.cfs_period_us'),
    }),
    load: loadavg()[0],
  };
}

/**
 * One line: "host: 2 CPUs (AMD EPYC), no CPU quota, load average 0.41 at the start, 3.12 at the end".
 * @param {{ cpus: number, model: string, quota: number | null, load: number }} start
 * @param {{ load: number }} end
 */
export function hostLine(start, end) {
  const quota = start.quota === null ? 'no CPU quota' : `a CPU quota of ${start.quota.toFixed(2)}`;
  const load = `load average ${start.load.toFixed(2)} at the start, ${end.load.toFixed(2)} at the end`;
  return `host: ${start.cpus} CPU${start.cpus === 1 ? '' : 's'} (${start.model}), ${quota}, ${load}`;
}
