import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { SIZE_GUIDE_TABS, sizeCharts, sizeGuide, type SizeChart, type SizeGuideTab } from '../../lib/size-guide';
import './size-guide.css';

export interface SizeGuideState {
  open: boolean;
  tab: SizeGuideTab;
  trigger: HTMLElement | null;
}
export const $sizeGuide = atom<SizeGuideState>({ open: false, tab: 'rings', trigger: null });

/**
 * Size guide: a centred dialog from 768 px up, a bottom drawer below (CSS).
 * Radix brings the focus trap, Escape and focus return; Radix Tabs the arrow-key tab list.
 */
export default function SizeGuideDialog() {
  const { open, tab, trigger } = useStore($sizeGuide);
  const close = () => $sizeGuide.set({ ...$sizeGuide.get(), open: false });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="sg-overlay" />
        <Dialog.Content
          className="sg-dialog"
          onCloseAutoFocus={(event) => {
            if (trigger?.isConnected) {
              event.preventDefault();
              trigger.focus();
            }
          }}
        >
          <div className="sg-head">
            <Dialog.Title className="sg-title">Size Guide</Dialog.Title>
            <Dialog.Close className="sg-close" aria-label="Close size guide">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sg-lead">
            Find your size, then measure the way our artisans do.
          </Dialog.Description>
          <SizeGuideTabs initialTab={tab} />
          <p className="sg-contact">
            Still unsure? <a href="/contact-us">Contact Us</a> and we will help you choose.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SizeGuideTabs({ initialTab = 'rings' }: { initialTab?: SizeGuideTab }) {
  const charts = sizeCharts(sizeGuide);
  return (
    <Tabs.Root className="sg-tabs" defaultValue={initialTab}>
      <Tabs.List className="sg-tablist" aria-label="Jewelry type">
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
          <Advice items={sizeGuide[t.id].advice} />
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

function Advice({ items }: { items: string[] }) {
  return (
    <div className="sg-advice">
      <h3>How to measure</h3>
      <ul>
        {items.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </div>
  );
}
