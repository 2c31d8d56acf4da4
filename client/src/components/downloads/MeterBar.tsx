/** The fair-use meter as a bar and its sentence ("37 of 300 downloads this month, resets 1 Dec"). */
import '../../styles/downloads.css';
import type { DownloadMeterFieldsFragment } from '../../graphql/generated/graphql';
import { meterSentence } from './meter';

export function MeterBar({ meter }: { meter: DownloadMeterFieldsFragment }) {
  return (
    <div className="meter" data-testid="meter">
      <meter
        className="meter__bar"
        min={0}
        max={Math.max(meter.allowance, 1)}
        value={Math.min(meter.used, meter.allowance)}
        aria-label="Downloads used this month"
      />
      <p className="meter__text">{meterSentence(meter)}</p>
    </div>
  );
}
