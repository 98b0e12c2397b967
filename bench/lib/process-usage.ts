import fs from 'node:fs';

/** Linux clock ticks per second (`getconf CLK_TCK`), 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

interface PidTrack {
  name: string;
  baseTicks: number;
  lastTicks: number;
  peakKib: number;
}

export interface ProcessFigures {
  name: string;
  cpuSeconds: number;
  /** CPU seconds per wall second: 1.0 is one core busy the whole time. */
  cores: number;
  /** VmHWM, the most resident memory the process ever held (MiB); 0 when not read. */
  peakMib: number;
  /** The window's length. */
  seconds: number;
}

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** utime + stime of a process, and its command name, from /proc/<pid>/stat. */
const readStat = (pid: number): { comm: string; ticks: number } | undefined => {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) {
    return undefined;
  }
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based, proc(5)).
  return {
    comm: text.slice(open + 1, close),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
};

const readHwmKib = (pid: number): number => {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readText(`/proc/${pid}/status`) ?? '');
  return match ? Number(match[1]) : 0;
};

/** Every process of this machine whose command is `comm` (postgres, redis-server). */
export const processesNamed = (comm: string): number[] =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => readStat(pid)?.comm === comm);

/** The whole machine's busy jiffies and total jiffies, from the first line of /proc/stat. */
const machineJiffies = (): { busy: number; total: number } => {
  const fields = (readText('/proc/stat') ?? '').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
};

/**
 * CPU seconds and peak memory per named process over a window, read from /proc. `labels` names
 * the processes to watch at each sample (a restarted service has a new pid under the same
 * name); a pid first seen after the start is counted from zero, as it started in the window.
 */
export class ProcessUsage {
  private readonly pids = new Map<number, PidTrack>();
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private endedAt = 0;
  private machineStart = { busy: 0, total: 0 };
  private machineEnd = { busy: 0, total: 0 };

  constructor(
    private readonly labels: () => Map<number, string>,
    private readonly withMemory: (name: string) => boolean,
  ) {}

  start(intervalMs = 1000): void {
    this.startedAt = Date.now();
    this.machineStart = machineJiffies();
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample(false);
    this.endedAt = Date.now();
    this.machineEnd = machineJiffies();
  }

  /** Mean busy cores of the whole machine over the window (every process, ours or not). */
  get machineBusyCores(): number {
    const busy = this.machineEnd.busy - this.machineStart.busy;
    const seconds = (this.endedAt - this.startedAt) / 1000;
    return seconds > 0 ? busy / TICKS_PER_SECOND / seconds : 0;
  }

  figures(): ProcessFigures[] {
    const seconds = Math.max(0.001, (this.endedAt - this.startedAt) / 1000);
    const byName = new Map<string, ProcessFigures>();
    for (const track of this.pids.values()) {
      const figures = byName.get(track.name) ?? {
        name: track.name,
        cpuSeconds: 0,
        cores: 0,
        peakMib: 0,
        seconds,
      };
      figures.cpuSeconds += (track.lastTicks - track.baseTicks) / TICKS_PER_SECOND;
      figures.cores = figures.cpuSeconds / seconds;
      figures.peakMib = Math.max(figures.peakMib, track.peakKib / 1024);
      byName.set(track.name, figures);
    }
    return [...byName.values()].sort((a, b) => b.cpuSeconds - a.cpuSeconds);
  }

  private sample(initial: boolean): void {
    for (const [pid, name] of this.labels()) {
      const stat = readStat(pid);
      if (!stat) {
        continue;
      }
      let track = this.pids.get(pid);
      if (!track || track.name !== name) {
        track = { name, baseTicks: initial ? stat.ticks : 0, lastTicks: stat.ticks, peakKib: 0 };
        this.pids.set(pid, track);
      }
      track.lastTicks = stat.ticks;
      if (this.withMemory(name)) {
        track.peakKib = Math.max(track.peakKib, readHwmKib(pid));
      }
    }
  }
}
