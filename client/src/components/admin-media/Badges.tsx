/** Status and processing badges. A failed processing badge reveals its error on hover, focus or click. */
import { useId, useRef } from 'react';
import type { MediaStatus, ProcessingState } from '../../graphql/generated/graphql';
import { PROCESSING_LABELS, STATUS_LABELS } from './format';

export function StatusBadge({ status }: { status: MediaStatus }) {
  return <span className={`am-badge am-badge--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
}

const TIP_GAP = 6;
const TIP_MAX_WIDTH = 320;

export function ProcessingBadge({ state, error }: { state: ProcessingState; error?: string | null }) {
  const label = PROCESSING_LABELS[state];
  const tipId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  if (state !== 'FAILED' || !error) {
    return <span className={`am-badge am-badge--proc-${state.toLowerCase()}`}>{label}</span>;
  }

  // The tip is a popover (top layer): a table's scroll box would otherwise clip it.
  const isOpen = () => tipRef.current?.matches(':popover-open') ?? false;
  function show() {
    const tip = tipRef.current;
    const trigger = triggerRef.current;
    if (!tip || !trigger || isOpen()) return;
    const r = trigger.getBoundingClientRect();
    tip.style.top = `${r.bottom + TIP_GAP}px`;
    tip.style.left = `${Math.max(8, Math.min(r.left, window.innerWidth - TIP_MAX_WIDTH - 8))}px`;
    tip.showPopover();
  }
  function hide() {
    if (isOpen()) tipRef.current?.hidePopover();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="am-badge am-badge--proc-failed am-tip__trigger"
        aria-describedby={tipId}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        // Touch screens have no hover: a tap toggles it.
        onClick={() => (isOpen() ? hide() : show())}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        <span className="am-tip__label">{label}</span>
        <span className="visually-hidden">: show why</span>
      </button>
      <span ref={tipRef} role="tooltip" id={tipId} className="am-tip__text" popover="manual">
        {error}
      </span>
    </>
  );
}
