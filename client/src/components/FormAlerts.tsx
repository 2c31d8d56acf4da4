/** The messages of a form that concern no one field. Always present, so screen readers announce errors as they appear. */
export function FormAlerts({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="form-alert-region">
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
