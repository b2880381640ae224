import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RichTextView } from './rich-text';

describe('RichTextView', () => {
  it('renders headings, formatting, lists and links as elements', () => {
    render(
      <MemoryRouter>
        <RichTextView
          content={[
            { type: 'heading', level: 2, children: [{ type: 'text', text: 'Storage' }] },
            { type: 'paragraph', children: [{ type: 'text', text: 'Keep cold', bold: true }] },
            { type: 'list', ordered: false, items: [[{ type: 'text', text: 'One' }], [{ type: 'text', text: 'Two' }]] },
            {
              type: 'paragraph',
              children: [
                { type: 'link', url: '/contact', newTab: false, children: [{ type: 'text', text: 'Contact us' }] },
                {
                  type: 'link',
                  url: 'https://www.gmc-uk.org',
                  newTab: true,
                  children: [{ type: 'text', text: 'GMC' }],
                },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Storage' })).toBeInTheDocument();
    expect(screen.getByText('Keep cold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'GMC (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('shows markup as text and never follows an unsafe link', () => {
    const { container } = render(
      <MemoryRouter>
        <RichTextView
          content={[
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: '<img src=x onerror=alert(1)>' },
                {
                  type: 'link',
                  url: 'javascript:alert(1)',
                  newTab: false,
                  children: [{ type: 'text', text: 'click' }],
                },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
