// The messages about an account: the password-reset code, a changed address, the welcome, a confirmation link.
import { MAIL_MSG as M } from '../../../lib/mail-messages';
import { MAIL_THEME as T, confirmLink, footerText, link, page } from './layout';
import { Button, Heading, P, Typed } from './parts';
import type { MailContext, MailOf, RenderedMail } from './types';

/** The password-reset code, with its link. */
export function renderPasswordReset(message: MailOf<'password-reset'>, ctx: MailContext): RenderedMail {
  const subject = M.resetSubject;
  const url = link(ctx, `/forgot-password?code=${encodeURIComponent(message.code)}`);
  const greeting = M.greeting(message.name);
  const html = page(
    ctx,
    subject,
    M.resetIntro,
    <>
      <Heading>{M.resetHeading}</Heading>
      <P>
        <Typed>{greeting}</Typed>
      </P>
      <P>{M.resetIntro}</P>
      <p
        className="panel rule"
        style={{
          margin: '0 0 12px',
          padding: '12px 16px',
          background: T.sand50,
          border: `1px solid ${T.line}`,
          borderRadius: 8,
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: 18,
          letterSpacing: 1,
          wordBreak: 'break-all',
        }}
      >
        {message.code}
      </p>
      <Button href={url}>{M.resetButton}</Button>
      <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
        {M.resetIgnore}
      </p>
    </>,
  );
  const text = [
    M.resetHeading,
    '',
    greeting,
    '',
    M.resetIntro,
    '',
    message.code,
    '',
    `${M.resetButton}: ${url}`,
    '',
    M.resetIgnore,
    ...footerText,
  ];
  return { subject, html, text: text.join('\n') };
}

/** To the old address, when an account's email address changes. */
export function renderEmailChanged(message: MailOf<'email-changed'>, ctx: MailContext): RenderedMail {
  const subject = M.emailChangedSubject;
  const greeting = M.greeting(message.name);
  const intro = M.emailChangedIntro(message.newEmail);
  const html = page(
    ctx,
    subject,
    intro,
    <>
      <Heading>{M.emailChangedHeading}</Heading>
      <P>
        <Typed>{greeting}</Typed>
      </P>
      <P>
        <Typed>{intro}</Typed>
      </P>
      <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
        {M.emailChangedIgnore}
      </p>
    </>,
  );
  const text = [M.emailChangedHeading, '', greeting, '', intro, '', M.emailChangedIgnore, ...footerText];
  return { subject, html, text: text.join('\n') };
}

/** The welcome after registering, with the link that confirms the address. */
export function renderWelcome(message: MailOf<'welcome'>, ctx: MailContext): RenderedMail {
  const subject = M.welcomeSubject;
  const greeting = M.greeting(message.name);
  const url = link(ctx, '/account');
  // The proof of the mailbox comes first: it is what makes her guest orders hers.
  const confirm = message.code ? confirmLink(ctx, message.code) : null;
  const confirmIntro = M.confirmEmailIntro(message.to);
  const html = page(
    ctx,
    subject,
    M.welcomeIntro,
    <>
      <Heading>{M.welcomeHeading}</Heading>
      <P>
        <Typed>{greeting}</Typed>
      </P>
      <P>{M.welcomeIntro}</P>
      {confirm ? (
        <>
          <P>
            <Typed>{confirmIntro}</Typed>
          </P>
          <Button href={confirm}>{M.confirmEmailButton}</Button>
        </>
      ) : (
        <Button href={url}>{M.welcomeButton}</Button>
      )}
    </>,
  );
  const text = [
    M.welcomeHeading,
    '',
    greeting,
    '',
    M.welcomeIntro,
    '',
    ...(confirm ? [confirmIntro, '', `${M.confirmEmailButton}: ${confirm}`] : [`${M.welcomeButton}: ${url}`]),
    ...footerText,
  ];
  return { subject, html, text: text.join('\n') };
}

/** A new link that confirms the account's email address. */
export function renderConfirmEmail(message: MailOf<'confirm-email'>, ctx: MailContext): RenderedMail {
  const subject = M.confirmEmailSubject;
  const greeting = M.greeting(message.name);
  const url = confirmLink(ctx, message.code);
  const intro = M.confirmEmailIntro(message.to);
  const html = page(
    ctx,
    subject,
    intro,
    <>
      <Heading>{M.confirmEmailHeading}</Heading>
      <P>
        <Typed>{greeting}</Typed>
      </P>
      <P>
        <Typed>{intro}</Typed>
      </P>
      <Button href={url}>{M.confirmEmailButton}</Button>
      <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
        {M.confirmEmailIgnore}
      </p>
    </>,
  );
  const text = [
    M.confirmEmailHeading,
    '',
    greeting,
    '',
    intro,
    '',
    `${M.confirmEmailButton}: ${url}`,
    '',
    M.confirmEmailIgnore,
    ...footerText,
  ];
  return { subject, html, text: text.join('\n') };
}
