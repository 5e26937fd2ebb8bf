/**
 * A zod schema built the first time anything touches it, not when its module is imported. The
 * web's production build wraps the contracts' module-level schemas in this
 * (vite-plugins/lazy-contract-schemas.ts): the page imports some 2,000 of them with its first
 * screen and uses a few dozen, and building them all was most of the first long task on a phone
 * (docs/decisions/045-contract-schemas-built-on-first-use.md). Once built, every read, call,
 * `instanceof` and prototype check goes to the real schema, so it validates exactly as before.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  // The target only satisfies the Proxy's invariants; every trap answers for the real schema.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The (empty, extensible) target may report any own property, but only as configurable.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
