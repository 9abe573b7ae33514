/**
 * The file a finished build writes last in its output folder (integrations/precompress-assets.mjs), and that a
 * running server watches (server/serve.mjs): when it changes, the server's workers are replaced
 * by ones serving the new build, so an editor's rebuild goes live without a restart.
 */
export const BUILD_COMPLETE = 'build-complete';
