// @ts-check

/**
 * The shop's two ways of hydrating React (src/directives): client:yielding for a page that is an
 * island, client:reach for the shopping islands a shopper reaches on other pages.
 * @type {import('astro').AstroIntegration}
 */
export const islandDirectives = {
  name: 'island-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'yielding', entrypoint: './src/directives/yielding.ts' });
      addClientDirective({ name: 'reach', entrypoint: './src/directives/reach.ts' });
    },
  },
};
