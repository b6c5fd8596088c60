/**
 * The calls of the API `load()` resolves to, its module loaded by the first call rather than with
 * the page: an API module brings its reply schemas and valibot, which a page that only shows what
 * the build rendered never needs. A failed load (a dropped connection) is tried again on the next
 * call. Every method of `T` must return a promise.
 */
export function lazyApi<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const api = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as T, {
    get(_, name) {
      // Not a promise itself: `await`ing the object must not call the API.
      if (name === 'then') return undefined;
      return (...args: unknown[]) =>
        api().then((loaded) => {
          const method = (loaded as Record<PropertyKey, (...a: unknown[]) => unknown>)[name];
          if (typeof method !== 'function') throw new TypeError(`no call ${String(name)}`);
          return method.apply(loaded, args);
        });
    },
  });
}
