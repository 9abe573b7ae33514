// Lets a script run the server's own TypeScript under plain Node (npm scripts run Node 24, which
// strips types by itself) instead of keeping a JavaScript copy of its rules. The source imports
// relative files without an extension, as Vite resolves them; Node does not, so this hook tries
// "<name>.ts" and "<name>/index.ts" for a relative import inside src/ (or tests/, whose WooCommerce
// set-up the bench runs) that Node cannot find.
//
// What a script loads this way must be plain server code: no astro:* modules, no
// import.meta.glob or import.meta.env, and only TypeScript that can be erased (no enums,
// namespaces or constructor parameter properties). tests/unit/server/order-status-script.test.ts
// runs the order:status script under plain Node, so a module that breaks this fails a test.
import { registerHooks } from 'node:module';

const ROOTS = [new URL('../src/', import.meta.url).href, new URL('../tests/', import.meta.url).href];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (err) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (
        err?.code !== 'ERR_MODULE_NOT_FOUND' ||
        !relative ||
        !ROOTS.some((root) => context.parentURL?.startsWith(root))
      )
        throw err;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next form
        }
      }
      throw err;
    }
  },
});
