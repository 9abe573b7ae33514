import { wordsReady } from '../../lib/i18n/ready';
import { askAboutPiece } from '../../lib/whatsapp';

/**
 * The product page's "Ask on WhatsApp" link (src/pages/product/[id].astro) follows her choices:
 * its message names the options she chose, the chosen piece's price and the page's address with
 * them (`?size=7`). Its href only: the link itself works as the build made it, with no script.
 */
export async function askAboutChoice(
  page: ParentNode,
  choices: Readonly<Record<string, string>>,
  price: string | undefined,
): Promise<void> {
  const link = page.querySelector<HTMLAnchorElement>('a[data-ask-whatsapp]');
  const number = link?.dataset.askWhatsapp;
  if (!link || !number) return;
  await wordsReady();
  link.href = askAboutPiece(number, { name: link.dataset.name ?? '', choices, price, url: location.href });
}
