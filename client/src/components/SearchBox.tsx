/**
 * The search box in the header of every area, with autocomplete: the ARIA
 * combobox pattern (a text input that owns a listbox of suggestions; arrow
 * keys move through them, Enter takes one, Escape closes the list, focus
 * never leaves the input). Suggestions come from two letters on, a moment
 * after typing stops; an answer for older text is never shown (Apollo keys
 * results by their variables).
 *
 * Members (and admins) search on /members/search, visitors on
 * /public/browse. On that page the results follow the box as you type (the
 * URL's `query` is replaced, so Back leaves the search rather than stepping
 * through every letter); elsewhere Enter goes there.
 */
import '../styles/search.css';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '../graphql/generated/graphql';
import { useChangeMadeBeforeHydration } from '../lib/useChangeMadeBeforeHydration';
import { useDebounced } from '../lib/useDebounced';
import { useFetchQuery } from '../lib/useFetchQuery';

type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

const MIN_LETTERS = 2;
const TYPING_PAUSE_MS = 250;

const KIND_LABEL: Record<Suggestion['type'], string> = {
  TITLE: 'Title',
  CATEGORY: 'Category',
  PLATFORM: 'Platform',
  TAG: 'Tag',
};

/** Where a suggestion leads: a title is searched; a category, platform or tag becomes the filter. */
function suggestionSearch(s: Suggestion): string {
  if (s.type === 'TITLE') return `query=${encodeURIComponent(s.text)}`;
  const param = s.type === 'CATEGORY' ? 'category' : s.type === 'PLATFORM' ? 'platform' : 'tag';
  return `${param}=${encodeURIComponent(s.id)}`;
}

export function SearchBox({ area }: { area: 'public' | 'members' | 'admin' }) {
  const target = area === 'public' ? '/public/browse' : '/members/search';
  const navigate = useNavigate();
  const location = useLocation();
  const onResults = location.pathname === target;
  const urlQuery = onResults ? (new URLSearchParams(location.search).get('query') ?? '') : '';

  const [text, setText] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  // The URL changed without the box (Back, a link): show its words.
  const [shownFor, setShownFor] = useState(urlQuery);
  if (urlQuery !== shownFor) {
    setShownFor(urlQuery);
    if (document.activeElement !== inputRef.current) setText(urlQuery);
  }

  useChangeMadeBeforeHydration(inputRef, text, (typedEarly) => {
    setText(typedEarly);
    setOpen(document.activeElement === inputRef.current);
  });

  const typed = useDebounced(text.trim(), TYPING_PAUSE_MS);
  const letters = typed.replace(/[^\p{L}\p{N}]/gu, '').length;
  // Over fetch, not Apollo: the box is in every header, so it is on the first route (client/js-budget.mjs).
  const { data } = useFetchQuery(SearchSuggestionsDocument, {
    variables: { query: typed, first: 8 },
    skip: !open || letters < MIN_LETTERS,
  });
  const suggestions = open && letters >= MIN_LETTERS ? (data?.searchSuggestions ?? []) : [];
  const expanded = suggestions.length > 0;

  // On the results page the results follow the box while typing.
  useEffect(() => {
    if (!onResults || typed === urlQuery.trim()) return;
    const params = new URLSearchParams(location.search);
    if (typed) params.set('query', typed);
    else params.delete('query');
    params.delete('exact');
    navigate({ pathname: target, search: params.toString() }, { replace: true, preventScrollReset: true });
    // Only typing drives this; the URL and location are read, not watched.
  }, [typed]);

  const go = (search: string) => {
    setOpen(false);
    setActive(-1);
    navigate(`${target}?${search}`);
    // On a touch screen the keyboard would stay up over the results it just asked for.
    if (window.matchMedia?.('(pointer: coarse)').matches) inputRef.current?.blur();
  };

  /** A title searches its words; a category, platform or tag is a filter, so the box holds no stale letters. */
  const pick = (s: (typeof suggestions)[number]) => {
    setText(s.type === 'TITLE' ? s.text : '');
    go(suggestionSearch(s));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      pick(chosen);
      return;
    }
    const q = text.trim();
    go(q ? `query=${encodeURIComponent(q)}` : '');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  return (
    <search className="search-box">
      {/* Action and name make a search sent before the app has hydrated the page (or without it) the same GET. */}
      <form className="search-box__form" action={target} onSubmit={submit}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Search media
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className="search-box__input"
          type="search"
          name="query"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search transitions, music, CapCut…"
          value={text}
          maxLength={200}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit" aria-label="Search">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div id={listId} className="search-box__list" role="listbox" aria-label="Suggestions" hidden={!expanded}>
          {suggestions.map((s, i) => (
            <div
              key={`${s.type}-${s.id}-${s.text}`}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'search-box__option is-active' : 'search-box__option'}
              // Keep focus in the input (the pattern): the choice is made on mousedown.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className="search-box__text">
                {s.highlight.map((part, k) =>
                  part.match ? <mark key={k}>{part.text}</mark> : <span key={k}>{part.text}</span>,
                )}
              </span>
              <span className="search-box__type">{KIND_LABEL[s.type]}</span>
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
