// @ts-check

/**
 * client:yielding (src/directives/yielding.ts): hydrate in a task after the island's code has run.
 * @type {import('astro').AstroIntegration}
 */
export const yieldingDirective = {
  name: 'client-yielding-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'yielding', entrypoint: './src/directives/yielding.ts' }),
  },
};
