import { useRef } from 'react';
import { useRevealWhen } from '../lib/useRevealWhen';

/**
 * The messages of a form that concern no one field. Always present, so screen
 * readers announce errors as they appear; scrolled into view when they do.
 */
export function FormAlerts({ messages }: { messages: readonly string[] }) {
  const region = useRef<HTMLDivElement>(null);
  useRevealWhen(region, messages.length > 0 ? messages.join('\n') : null);
  return (
    <div ref={region} role="alert" className="form-alert-region">
      {messages.length > 0 && (
        <div className="form-alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}
