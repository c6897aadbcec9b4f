/**
 * The in-process events between modules: a module that must react to another's write, or answer a
 * question another asks, subscribes here when it is built, so app.ts builds the modules in dependency
 * order and the one asked never needs the one asking (docs/decisions/015-server-platform-and-modules.md).
 * Each event has one payload object; the module that emits or asks it declares it in its face
 * (`<Name>Events` in `<name>.module.ts`), and the module that reacts or answers imports that type.
 *
 * - `emit`: every subscriber runs, one after another in the order they subscribed, awaited; the
 *   payload may carry the emitter's transaction, so a subscriber's writes commit or roll back with it,
 *   and a subscriber's error rejects the emit (a refusal).
 * - `ask`: exactly one module answers; asking before it is built, or when none is, is a wiring mistake.
 *
 * Not the change feed (platform/db/change-feed.ts): that tells every process, after the commit, that
 * cached reads are stale; these run in this process, inside the write.
 */

/** An event's handler: its one payload and what it answers (`void` for a notification). */
export type Handler<P = never, R = unknown> = (payload: P) => Promise<R>;

/** Event names to their handlers' types. */
export type EventMap = { [name: string]: Handler<never> };

type PayloadOf<H> = H extends (payload: infer P) => Promise<unknown> ? P : never;
type AnswerOf<H> = H extends (payload: never) => Promise<infer R> ? R : never;

/** The bus of the events `E`; see the module comment. */
export interface EventBus<E extends EventMap> {
  /** Run `handler` on every `emit(name)`, after the handlers subscribed before it. */
  on<K extends keyof E & string>(name: K, handler: E[K]): void;
  /** Run every subscriber of `name` with `payload`, in order. @throws whatever a subscriber throws */
  emit<K extends keyof E & string>(name: K, payload: PayloadOf<E[K]>): Promise<void>;
  /** Answer every `ask(name)`. @throws Error when a module already answers `name` */
  answer<K extends keyof E & string>(name: K, handler: E[K]): void;
  /** The answer of the module that answers `name`. @throws Error when none does */
  ask<K extends keyof E & string>(name: K, payload: PayloadOf<E[K]>): Promise<AnswerOf<E[K]>>;
}

/** A new, empty bus (one per app). */
export function createEventBus<E extends EventMap>(): EventBus<E> {
  const subscribers = new Map<string, Handler<unknown>[]>();
  const answerers = new Map<string, Handler<unknown>>();
  return {
    on(name, handler) {
      subscribers.set(name, [...(subscribers.get(name) ?? []), handler as unknown as Handler<unknown>]);
    },
    async emit(name, payload) {
      for (const handler of subscribers.get(name) ?? []) await handler(payload);
    },
    answer(name, handler) {
      if (answerers.has(name)) throw new Error(`Event bus: '${name}' is already answered`);
      answerers.set(name, handler as unknown as Handler<unknown>);
    },
    ask(name, payload) {
      const handler = answerers.get(name);
      if (!handler) return Promise.reject(new Error(`Event bus: no module answers '${name}'`));
      return handler(payload) as Promise<AnswerOf<E[typeof name]>>;
    },
  };
}
