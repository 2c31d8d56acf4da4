/**
 * A row of tabs that filters what the panel below shows (media kinds on the
 * review queue and the category screen). The ARIA tabs pattern: one tab stop,
 * arrow keys, Home and End move between tabs and select as they go; the panel
 * is `<div role="tabpanel" {...tabPanelProps(idPrefix, selected)}>`.
 */
import '../styles/shared-components.css';
import { type KeyboardEvent, useRef } from 'react';

export interface Tab<V extends string> {
  value: V;
  label: string;
}

const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;

export function tabPanelProps(prefix: string, selected: string) {
  return { id: `${prefix}-panel`, 'aria-labelledby': tabId(prefix, selected) };
}

export function TabList<V extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: readonly Tab<V>[];
  selected: V;
  onSelect: (value: V) => void;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.value === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.value))}`)?.focus();
  }

  return (
    <div ref={list} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.value === selected;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            className="tabs__tab"
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
