/** An accessible progress bar (uploads, conversions): `percent` from 0 to 100. */
import '../styles/shared-components.css';

export function ProgressBar({ label, percent, valueText }: { label: string; percent: number; valueText?: string }) {
  return (
    <div
      className="upload-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="upload-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
