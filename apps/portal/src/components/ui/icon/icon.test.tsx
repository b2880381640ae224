import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as icons from './icon';

const exported = Object.entries<icons.Icon>(icons);

describe('the icon set', () => {
  it('hides every icon from screen readers, so the words beside it or the control’s name carry the meaning', () => {
    expect(exported.length).toBeGreaterThan(10);
    for (const [name, Icon] of exported) {
      const { container, unmount } = render(<Icon />);
      const svg = container.querySelector('svg');
      expect(svg, name).toHaveAttribute('aria-hidden', 'true');
      expect(svg, name).toHaveClass('lucide');
      unmount();
    }
  });

  it('names an icon-only button by the button, not by the svg', () => {
    render(
      <button type="button" aria-label="Close: Saved">
        <icons.X />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close: Saved' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
