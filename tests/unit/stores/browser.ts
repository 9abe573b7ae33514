import { FakeStorage as MemoryStorage } from '../api/fakes';

/** Just enough browser for the stores in node: localStorage (the shared fake) and window events. */
export { MemoryStorage };

export function installBrowser() {
  const storage = new MemoryStorage();
  const target = new EventTarget();
  const win = Object.assign(target, { localStorage: storage }) as unknown as Window & typeof globalThis;
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'window', { value: win, configurable: true, writable: true });
  return {
    storage,
    /** What another tab writing the key looks like to this one. */
    storageEvent(key: string) {
      const event = new Event('storage') as Event & { key: string };
      Object.defineProperty(event, 'key', { value: key });
      target.dispatchEvent(event);
    },
    uninstall() {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'window');
    },
  };
}
