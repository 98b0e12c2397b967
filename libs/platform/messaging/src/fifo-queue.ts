/** Array-backed FIFO with O(1) amortized shift; `Array#shift` is O(n) on the long queues a catch-up builds. */
export class FifoQueue<T> {
  private items: T[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The item `index` places from the front. */
  at(index: number): T | undefined {
    return index >= 0 && index < this.length ? this.items[this.head + index] : undefined;
  }

  peek(): T | undefined {
    return this.head < this.items.length ? this.items[this.head] : undefined;
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) {
      return undefined;
    }
    const item = this.items[this.head];
    this.items[this.head] = undefined as T;
    this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  /** Keeps the items `keep` accepts, in order; returns the ones it removed. */
  retain(keep: (item: T) => boolean): T[] {
    const kept: T[] = [];
    const removed: T[] = [];
    for (let i = this.head; i < this.items.length; i += 1) {
      (keep(this.items[i]) ? kept : removed).push(this.items[i]);
    }
    this.items = kept;
    this.head = 0;
    return removed;
  }
}
