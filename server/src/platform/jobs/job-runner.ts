/**
 * Jobs on the database (docs/decisions/035-messages-and-the-job-runner.md): pg-boss 10 (the newest
 * release for Node 20) over `Database.jobs`, on PostgreSQL and on the embedded database alike.
 * A job is a row in pg-boss's own schema: it survives a restart, is fetched by one worker of all
 * the processes on the database (`FOR UPDATE SKIP LOCKED`), and a job that throws is retried with
 * exponential backoff. Modules declare their queues and workers when they are built; nothing runs
 * until `start` (main.ts, or a test), and `send` before it is a no-op that returns null (the
 * module's own rows say what is still to do, and its next tick sends it again).
 */
import type PgBoss from 'pg-boss';
import type { JobsConnection } from '../db/database';
import type { Logger } from '../logging/logger';

/** How a queue's jobs are retried and deduplicated. */
export interface QueueOptions {
  /** Tries after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5); doubled each time (pg-boss's retryBackoff). */
  retryDelay?: number;
  /**
   * 'stately': at most one waiting and one running job per `singletonKey` (a second `send` with the
   * same key returns null); 'standard' (default): no such limit.
   */
  policy?: 'standard' | 'stately';
}

/** A queue's worker: one job's data; throwing retries the job. */
export type JobHandler<T> = (data: T) => Promise<void>;

/** See the module comment. */
export interface JobRunner {
  /** Declare a queue and the worker this process runs for it (before `start`). */
  queue<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** Run queue `name`'s worker with no data on a cron (pg-boss's schedule, in UTC; once per tick across processes). */
  every(name: string, cron: string): void;
  /**
   * Add a job (at once, or `startAfter` seconds from now). @returns its id; null when the runner is
   * not started, or when a 'stately' queue already has a waiting job with this `singletonKey`
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: { singletonKey?: string; startAfter?: number },
  ): Promise<string | null>;
  /** Create pg-boss's schema when missing, the queues, and start the workers and schedules. */
  start(): Promise<void>;
  /** Stop fetching, wait for running jobs (at most `timeoutMs`, default 10 s). */
  stop(timeoutMs?: number): Promise<void>;
}

interface Declared {
  handler: JobHandler<object>;
  options: QueueOptions;
}

/**
 * How often pg-boss asks the database for work. On PostgreSQL its own small pool polls each queue
 * every second. On the embedded database every poll takes the one connection the requests use
 * (they wait for it), so queues poll every 15 s and the cron worker every 30 s: a job sent by this
 * process still runs at once (`send` wakes its queue's worker), and the message plan's minute tick
 * may start up to 30 s late.
 */
const POLLING = {
  pool: { queueSeconds: 1, cronWorkerSeconds: 5 },
  sharedConnection: { queueSeconds: 15, cronWorkerSeconds: 30 },
} as const;

/**
 * The runner of one app process, on `connection`; errors of pg-boss's own loops go to `log`.
 * `sharedConnection`: the connection is the requests' one (the embedded database), see POLLING.
 * pg-boss is loaded by `start`: a process that never starts the runner does not carry it.
 */
export function createJobRunner(
  connection: JobsConnection,
  log: Pick<Logger, 'warn'>,
  { sharedConnection = false } = {},
): JobRunner {
  const polling = sharedConnection ? POLLING.sharedConnection : POLLING.pool;
  const queues = new Map<string, Declared>();
  const crons = new Map<string, string>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;
  return {
    queue(name, handler, options = {}) {
      queues.set(name, { handler: handler as JobHandler<object>, options });
    },
    every(name, cron) {
      crons.set(name, cron);
    },
    async send(name, data, options = {}) {
      if (!boss) return null;
      const { retryLimit = 5, retryDelay = 5 } = queues.get(name)?.options ?? {};
      const id = await boss.send(name, data, { ...options, retryLimit, retryDelay, retryBackoff: true });
      const worker = workerIds.get(name);
      if (id && worker && !options.startAfter) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      if (boss) return;
      const { default: Boss } = await import('pg-boss');
      const started = new Boss({
        db: connection,
        schema: connection.schema,
        superviseIntervalSeconds: 60,
        cronWorkerIntervalSeconds: polling.cronWorkerSeconds,
      } as never);
      started.on('error', (err: Error) => log.warn(`[jobs] ${err.message}`));
      await started.start();
      for (const [name, { handler, options }] of queues) {
        await createQueueOnce(started, name, options.policy ?? 'standard');
        const id = await started.work<object>(name, { pollingIntervalSeconds: polling.queueSeconds }, async (jobs) => {
          try {
            for (const job of jobs) await handler(job.data);
          } finally {
            // A queue that had work is asked again at once (drained), not after the polling interval.
            const self = workerIds.get(name);
            if (jobs.length && self) started.notifyWorker(self);
          }
        });
        workerIds.set(name, id);
      }
      for (const [name, cron] of crons) await started.schedule(name, cron);
      boss = started;
    },
    async stop(timeoutMs = 10_000) {
      const running = boss;
      boss = null;
      await running?.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/**
 * Create a queue unless it exists. Processes starting together may race: PostgreSQL refuses one
 * (a deadlock or a duplicate on pg-boss's partition); the loser finds the queue made and goes on.
 */
async function createQueueOnce(boss: PgBoss, name: string, policy: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy } as never);
      return;
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
