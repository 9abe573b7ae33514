// `npm run test:cross-engine` (and `npm test`, after the Playwright suites): the journey of
// ./journey.spec.ts in Firefox ESR, or `-- --browser webkitgtk` under xvfb-run. ./main.ts says how.
// The hook lets Node run the suite's TypeScript and the shop's messages as they are.
import '../../server/typescript.mjs';

await import('./main.ts');
