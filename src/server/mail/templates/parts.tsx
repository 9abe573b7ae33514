// The pieces a message's body is made of: headings, paragraphs, the shopper's words, a button.
import type { ReactNode } from 'react';
import { MAIL_THEME as T } from './layout';

export const Heading = ({ children }: { children: ReactNode }) => (
  <h1
    style={{
      margin: '0 0 16px',
      fontFamily: T.fontSerif,
      fontSize: 26,
      lineHeight: 1.25,
      fontWeight: 600,
      color: T.ink,
    }}
  >
    {children}
  </h1>
);
export const Sub = ({ children }: { children: ReactNode }) => (
  <h2 style={{ margin: '24px 0 8px', fontFamily: T.fontSerif, fontSize: 19, fontWeight: 600, color: T.ink }}>
    {children}
  </h2>
);
export const P = ({ children }: { children: ReactNode }) => <p style={{ margin: '0 0 12px' }}>{children}</p>;
/** Shopper's words: escaped by React, direction from their own first letter. */
export const Typed = ({ children }: { children: string }) => <span dir="auto">{children}</span>;

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '20px 0' }}>
      <tbody>
        <tr>
          <td style={{ borderRadius: 6, background: T.teal700 }}>
            <a
              className="button"
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 22px',
                color: T.white,
                background: T.teal700,
                borderRadius: 6,
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
