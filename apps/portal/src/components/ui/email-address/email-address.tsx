/**
 * An email address that, when it must wrap, wraps after the "@" (a <wbr> there) instead of mid-word; the surrounding
 * CSS breaks inside a part only when one part alone is wider than the line.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="email-address">{email}</span>;
  return (
    <span className="email-address">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
