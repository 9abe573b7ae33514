// The frame every message shares: the shop's colours, the page around the body, the footer, where links point.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Order } from '../../../lib/schemas/order';
import { MAIL_MSG as M } from '../../../lib/mail-messages';
import { BRAND, PHONE, SUPPORT_EMAIL } from '../../../lib/site';
import type { MailContext } from './types';
import { localHref } from '../../../lib/i18n/paths';
import { currentLocale } from '../../../lib/i18n/current';
import { DIRECTION, HTML_LANG } from '../../../lib/i18n/locales';

/** The shop's colours and fonts: the tokens of src/styles/global.css (tests/unit/mail checks they match). */
export const MAIL_THEME = {
  sand50: '#fdfaf4',
  sand100: '#f7efe0',
  gold600: '#8a6416',
  gold400: '#c9a24a',
  teal700: '#0f4c5c',
  ink: '#2a2118',
  muted: '#6b5d4d',
  line: '#e2d5bd',
  white: '#fff',
  fontSerif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
  fontSans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
} as const;
const T = MAIL_THEME;

// Dark mode for clients that honour it (Apple Mail, iOS, Outlook.com, Gmail apps re-colour on
// their own); and a phone gets the full width with smaller margins.
const HEAD_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .page { background: #17120e !important; }
  .card { background: #241c16 !important; color: #f3ead9 !important; }
  .card td, .card p, .card h1, .card h2 { color: #f3ead9 !important; }
  .muted, .card .muted { color: #cbbba4 !important; }
  .rule { border-color: #4a3d30 !important; }
  .panel { background: #2e241c !important; }
  .brand { background: #0b3a46 !important; }
  a { color: #e0bf6e !important; }
  a.button { background: #c9a24a !important; color: #17120e !important; }
}
@media (max-width: 620px) {
  .outer { padding: 12px 0 !important; }
  .inner { padding: 20px 16px !important; }
}
`;

/** A link to a page of the shop, in the message's language (/ar/... in an Arabic one). */
export const link = (ctx: MailContext, path: string) => `${ctx.siteUrl}${localHref(path)}`;
export const orderLink = (ctx: MailContext, o: Order) =>
  link(ctx, `/order-confirmation/${o.id}?key=${encodeURIComponent(o.order_key ?? '')}`);
/** Where a proof of the mailbox is followed (the page posts the code; opening it changes nothing). */
export const confirmLink = (ctx: MailContext, code: string) =>
  link(ctx, `/confirm-email?code=${encodeURIComponent(code)}`);

function Layout({
  site,
  title,
  preheader,
  children,
}: {
  site: string;
  title: string;
  preheader: string;
  children: ReactNode;
}) {
  return (
    <html lang={HTML_LANG[currentLocale()]} dir={DIRECTION[currentLocale()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: HEAD_STYLE }} />
      </head>
      <body
        className="page"
        style={{ margin: 0, padding: 0, background: T.sand100, color: T.ink, fontFamily: T.fontSans }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preheader}</div>
        <table
          role="presentation"
          className="page"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: T.sand100 }}
        >
          <tbody>
            <tr>
              <td className="outer" align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  className="card"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: T.white, borderRadius: 10, overflow: 'hidden' }}
                >
                  <tbody>
                    <tr>
                      <td
                        className="brand"
                        style={{ background: T.teal700, padding: '20px 24px', textAlign: 'center' }}
                      >
                        <a
                          href={`${site}/`}
                          style={{
                            color: T.gold400,
                            fontFamily: T.fontSerif,
                            fontSize: 26,
                            letterSpacing: 2,
                            textDecoration: 'none',
                          }}
                        >
                          {BRAND}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="inner"
                        style={{ padding: '28px 32px', fontSize: 16, lineHeight: 1.5, color: T.ink }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="inner rule muted"
                        style={{
                          padding: '16px 32px 24px',
                          borderTop: `1px solid ${T.line}`,
                          fontSize: 13,
                          color: T.muted,
                          textAlign: 'center',
                        }}
                      >
                        <p style={{ margin: '0 0 4px', fontFamily: T.fontSerif }}>
                          {BRAND} · {M.footerTagline}
                        </p>
                        <p style={{ margin: 0 }}>{M.footer(SUPPORT_EMAIL, PHONE)}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export const footerText = ['', '-- ', `${BRAND} · ${M.footerTagline}`, M.footer(SUPPORT_EMAIL, PHONE)];

/** A message's whole HTML: its body in the shop's frame. */
export function page(ctx: MailContext, subject: string, preheader: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Layout site={ctx.siteUrl} title={subject} preheader={preheader}>
      {body}
    </Layout>,
  )}`;
}
