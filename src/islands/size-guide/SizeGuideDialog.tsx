import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { SIZE_GUIDE_TABS, sizeCharts, sizeGuideIn, type SizeChart, type SizeGuideTab } from '../../lib/size-guide';
import { SIZE_GUIDE_MSG } from '../../lib/size-guide-messages';
import { currentLocale } from '../../lib/i18n/current';
import { localHref } from '../../lib/i18n/paths';
import Dialog from '../shared/Dialog';
import { DIRECTION } from '../../lib/i18n/locales';
import './size-guide.css';

export interface SizeGuideState {
  open: boolean;
  tab: SizeGuideTab;
  trigger: HTMLElement | null;
}
export const $sizeGuide = atom<SizeGuideState>({ open: false, tab: 'rings', trigger: null });

/**
 * Size guide: a centred dialog from 768 px up, a bottom drawer below (CSS), the shop's one dialog
 * (../shared/Dialog.tsx); Radix Tabs the arrow-key tab list.
 */
export default function SizeGuideDialog() {
  const { open, tab, trigger } = useStore($sizeGuide);
  const close = () => $sizeGuide.set({ ...$sizeGuide.get(), open: false });
  return (
    <Dialog
      open={open}
      onClose={close}
      className="sg-dialog"
      labelledBy="size-guide-title"
      describedBy="size-guide-lead"
      returnFocusTo={trigger}
    >
      <div className="sg-content">
        <div className="sg-head">
          <h2 id="size-guide-title" className="sg-title">
            {SIZE_GUIDE_MSG.title}
          </h2>
          <button type="button" className="sg-close" aria-label={SIZE_GUIDE_MSG.close} onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id="size-guide-lead" className="sg-lead">
          {SIZE_GUIDE_MSG.dialogLead}
        </p>
        <SizeGuideTabs initialTab={tab} />
        <p className="sg-contact">
          {SIZE_GUIDE_MSG.stillUnsure} <a href={localHref('/contact-us')}>{SIZE_GUIDE_MSG.contactUs}</a>{' '}
          {SIZE_GUIDE_MSG.askAfter}
        </p>
      </div>
    </Dialog>
  );
}

export function SizeGuideTabs({ initialTab = 'rings' }: { initialTab?: SizeGuideTab }) {
  const guide = sizeGuideIn(currentLocale());
  const charts = sizeCharts(guide);
  return (
    // Radix reads the arrow keys the way the row reads only when told the page's direction.
    <Tabs.Root className="sg-tabs" defaultValue={initialTab} dir={DIRECTION[currentLocale()]}>
      <Tabs.List className="sg-tablist" aria-label={SIZE_GUIDE_MSG.jewelryType}>
        {SIZE_GUIDE_TABS.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id} className="sg-tab">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SIZE_GUIDE_TABS.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="sg-panel">
          {charts[t.id].map((chart) => (
            <Chart key={chart.caption} {...chart} />
          ))}
          <Advice heading={SIZE_GUIDE_MSG.advice[t.id]} items={guide[t.id].advice} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Chart({ caption, head, rows }: SizeChart) {
  return (
    <div className="sg-table-wrap">
      <table className="table sg-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Advice({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="sg-advice">
      <h3>{heading}</h3>
      <ul>
        {items.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </div>
  );
}
