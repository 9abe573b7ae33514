import { toast } from '../../stores/toasts';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { ACTION_MSG } from '../../lib/action-messages';

/** Shares this page: the Web Share API where the browser has it, else the link copied. */
export async function shareThisPage(): Promise<void> {
  const url = location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: document.title, url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // the shopper closed the share sheet
    }
  }
  if (await copy(url)) toast({ title: ACTION_MSG.linkCopied });
  else toast({ title: MSG.error, description: url, variant: 'destructive' });
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    // Older browsers without the async Clipboard API (deprecated, still the only way there).
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
