/**
 * The portal's icons: the few it uses, from Lucide (docs/design-system.md, "Icons"). Import icons from here, never
 * from lucide-react itself (eslint enforces it), so the set stays small and the same everywhere; each is a named
 * export, so the build keeps only these.
 *
 * The rule: an icon never carries meaning on its own. Lucide hides an icon from screen readers (aria-hidden) unless
 * it is given an aria-* prop or a title, and the portal never gives one: the meaning is in words, visible beside the
 * icon ("Star", "Urgent") or, for an icon-only control, in the control's own accessible name (aria-label or a
 * visually hidden text), never on the svg.
 */
import type { LucideIcon } from 'lucide-react';

export {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Award,
  BookOpen,
  Check,
  ChevronLeft,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  CircleX,
  ClipboardList,
  Download,
  FileText,
  FlaskConical,
  FunnelX,
  GripVertical,
  History,
  Inbox,
  LayoutDashboard,
  Link2,
  Megaphone,
  Menu,
  Pin,
  Plus,
  SearchX,
  Star,
  TriangleAlert,
  Users,
  X,
} from 'lucide-react';

/** One of the icons above, as a value: what EmptyState and other building blocks take as their `icon`. */
export type Icon = LucideIcon;
