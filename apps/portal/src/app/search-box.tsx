import type { Capability } from '@hcp/contracts/capabilities';
import { type SubmitEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { SEARCH_SHORTCUTS, visibleTo } from '../config/layout';
import { searchPath } from '../config/paths';
import { appTexts } from './texts';

const texts = appTexts.searchBox;

/**
 * The header's search box. In menu mode a dropdown of shortcuts opens while the box has focus and nothing is typed yet;
 * submitting never posts a form, it opens the results route.
 */
export function SearchBox({
  capabilities,
  menuMode = true,
}: {
  capabilities: readonly Capability[];
  menuMode?: boolean;
}) {
  const navigate = useNavigate();
  const { keyword } = useParams();
  const [query, setQuery] = useState(keyword ?? '');
  // On /search/{keyword} the box holds the keyword, also when a link (a suggestion) changes it.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setQuery(keyword ?? '');
  }
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const shortcuts = visibleTo(SEARCH_SHORTCUTS, capabilities);
  const open = menuMode && focused && query === '' && shortcuts.length > 0;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFocused(false);
    void navigate(searchPath(query));
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={handleSubmit}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setFocused(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder={texts.placeholder}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={open ? `${inputId}-shortcuts` : undefined}
      />
      <button type="submit" className="button">
        {texts.submit}
      </button>
      {open && (
        <nav id={`${inputId}-shortcuts`} className="search-shortcuts" aria-label={texts.shortcuts}>
          <ul>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.path}>
                <Link to={shortcut.path} onClick={() => setFocused(false)}>
                  {shortcut.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </form>
  );
}
