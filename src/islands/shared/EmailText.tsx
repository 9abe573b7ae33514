import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects, after the @ and before a dot, instead of in
 * the middle of a word ("nour.hassan@exampl / e.com"). Only a single part too long for the line is
 * ever cut (with overflow-wrap: anywhere on the container). Left to right on an Arabic page too.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <bdi dir="ltr">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
