import type { RenderLimits } from '../../config';
import type { Logger } from '../../platform/logging/logger';

export { DEFAULT_RENDER_LIMITS, type RenderLimits } from '../../config';

/** Weight of the newest render in the running average of a slot's time (an exponential moving average). */
const AVERAGE_WEIGHT = 0.1;

/** A render slot's release: call once the render's work is over (later calls do nothing). */
export type Release = () => void;

/**
 * Admission to the server renderer: at most `concurrency` renders at once and `queue` requests
 * waiting, first come first served. Without a bound, a crowd of page requests holds their memory
 * and CPU until it ends, each render finishing later the more there are. With it, requests queue
 * (as a web server's worker pool queues them) while their turn comes within the time limit, by the
 * running average of a render's time; beyond that the crowd is turned away at once (the busy page)
 * rather than after waiting in vain, and everything else keeps its turn.
 */
export class RenderGate {
  private running = 0;
  /** Waiting requests in arrival order; each takes the slot it is handed. */
  private readonly waiting = new Set<(release: Release) => void>();
  /** Requests turned away since the last time every request was served. */
  private refused = 0;
  /** Running average of how long a render holds its slot (ms); 0 until one has. */
  private slotMs = 0;

  /** @param logger told once when requests start being turned away and once when none are any more */
  constructor(
    readonly limits: RenderLimits,
    private readonly logger?: Logger,
  ) {}

  /** Renders running now and requests waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.size };
  }

  /** Whether a request arriving now would be turned away (every slot taken, the queue full). */
  get full(): boolean {
    return this.running >= this.limits.concurrency && !this.mayWait();
  }

  /** Whether one more request may queue: the queue has room and its turn would come within the time limit. */
  private mayWait(): boolean {
    const { concurrency, queue, timeoutMs } = this.limits;
    return this.waiting.size < queue && ((this.waiting.size + 1) * this.slotMs) / concurrency < timeoutMs;
  }

  /**
   * Count a request answered with the busy page (queue full, or out of time). One warning when
   * this starts, instead of a line per request (hundreds a second in a crowd).
   */
  turnedAway(): void {
    if (this.refused++ === 0)
      this.logger?.warn(
        { ...this.load, limits: this.limits },
        '[pages] too many page requests: answering the busy page (503)',
      );
  }

  /** A page was rendered: once nobody is waiting any more, say how many were turned away meanwhile. */
  rendered(): void {
    if (this.refused === 0 || this.waiting.size > 0) return;
    this.logger?.info({ refused: this.refused }, '[pages] rendering every page again');
    this.refused = 0;
  }

  /**
   * A render slot: at once when fewer than `concurrency` renders run, else when the requests that
   * queued before have had theirs.
   * @returns the slot's release; 'full' when the queue is full; 'aborted' when `signal` aborts first
   *   (the request gave up or ran out of time while waiting)
   */
  enter(signal: AbortSignal): Promise<Release | 'full' | 'aborted'> {
    if (signal.aborted) return Promise.resolve('aborted');
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve(this.slot());
    }
    if (!this.mayWait()) return Promise.resolve('full');
    return new Promise((resolve) => {
      const onAbort = () => {
        this.waiting.delete(take);
        resolve('aborted');
      };
      const take = (release: Release) => {
        signal.removeEventListener('abort', onAbort);
        resolve(release);
      };
      this.waiting.add(take);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  private slot(): Release {
    let done = false;
    const since = performance.now();
    return () => {
      if (done) return;
      done = true;
      const ms = performance.now() - since;
      this.slotMs = this.slotMs ? this.slotMs + AVERAGE_WEIGHT * (ms - this.slotMs) : ms;
      const next = this.waiting.values().next();
      if (next.done) {
        this.running--;
        return;
      }
      // The slot passes straight to the longest-waiting request.
      this.waiting.delete(next.value);
      next.value(this.slot());
    };
  }
}
