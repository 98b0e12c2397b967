/** Counts running work so a close can wait for exactly the work it owns to finish. */
export class InFlight {
  private count = 0;
  private idle: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  enter(): void {
    this.count += 1;
  }

  leave(): void {
    this.count -= 1;
    if (this.count === 0) {
      const waiting = this.idle;
      this.idle = [];
      waiting.forEach((resolve) => resolve());
    }
  }

  whenIdle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }
}
