import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MemberCard } from './member-card';

const member = {
  name: 'Dr Helena Marsh',
  jobTitle: 'Head of Medical Information',
  photo: null,
  region: 'UK and Ireland',
  phone: '+44 (0)1632 960 101',
  email: 'helena.marsh@example.com',
};

describe('MemberCard', () => {
  it('offers phone and email links that work on phones', () => {
    render(
      <ul>
        <MemberCard member={member} />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Dr Helena Marsh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+44 \(0\)1632 960 101/ })).toHaveAttribute('href', 'tel:+441632960101');
    expect(screen.getByRole('link', { name: /helena\.marsh@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:helena.marsh@example.com',
    );
    expect(screen.getByText('HM')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets a long email address wrap after the @, not inside a word', () => {
    render(
      <ul>
        <MemberCard member={member} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /helena\.marsh@example\.com/ });
    expect(link).toHaveTextContent('helena.marsh@example.com');
    expect(link.innerHTML).toContain('helena.marsh@<wbr>example.com');
  });

  it('shows the photo instead of initials, and no phone link without a number', () => {
    const { container } = render(
      <ul>
        <MemberCard member={{ ...member, phone: null, photo: { url: '/api/media/file/helena.png', alt: 'Helena' } }} />
      </ul>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/file/helena.png');
    expect(screen.queryByText('HM')).toBeNull();
    expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
  });
});
