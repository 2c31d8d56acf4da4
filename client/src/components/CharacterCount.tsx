/**
 * How much of a text field's `maxlength` is used, once most of it is: the
 * browser stops typing at the limit and cuts a paste without a word, so the
 * field says so before that happens. Sighted users see "54 of 60
 * characters"; a screen reader hears it with the field (give its id to the
 * field's `aria-describedby`) and once more, by itself, when the limit is
 * reached — not on every keystroke.
 */

/** From this share of the limit on, the count shows. */
const SHOW_FROM = 0.8;

export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const shown = countShown(length, max);
  return (
    <>
      {shown && (
        <p className={length >= max ? 'field__count field__count--full' : 'field__count'} id={id}>
          {length} of {max} characters{length >= max ? ' (the limit)' : ''}
        </p>
      )}
      {/* Always there, so that its text appearing is announced. */}
      <span className="visually-hidden" aria-live="polite">
        {length >= max ? `You have reached the limit of ${max} characters.` : ''}
      </span>
    </>
  );
}

/** Whether CharacterCount shows for this length (to name it in `aria-describedby` only then). */
export function countShown(length: number, max: number): boolean {
  return length >= Math.floor(max * SHOW_FROM);
}
