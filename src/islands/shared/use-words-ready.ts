import { use } from 'react';
import { wordsAreReady, wordsReady } from '../../lib/i18n/ready';

/**
 * Called first by every island's root: on an Arabic page whose Arabic words are not in yet, the
 * island waits for them (React keeps the page as the server drew it meanwhile), so it hydrates
 * saying what the server said. Elsewhere it returns at once.
 */
export function useWordsReady(): void {
  if (!wordsAreReady()) use(wordsReady());
}
