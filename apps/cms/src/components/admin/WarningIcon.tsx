/**
 * The warning sign beside "Urgent" and the admin's other warnings: Lucide's TriangleAlert (ISC), the icon the portal
 * draws for the same words (docs/design-system.md, "Icons"), copied here because the CMS does not depend on
 * lucide-react for one shape. Hidden from screen readers: the word beside it carries the meaning.
 */
export function WarningIcon() {
  return (
    <svg
      className="admin-icon"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}
