/** The fair-use meter in the account menu: read when the menu opens, kept fresh by downloads (useDownload). */
import { useQuery } from '@apollo/client/react';
import { MyDownloadMeterDocument } from '../../graphql/generated/graphql';
import { MeterBar } from './MeterBar';

export function AccountMeter() {
  const { data } = useQuery(MyDownloadMeterDocument, { fetchPolicy: 'cache-and-network' });
  return data ? (
    <div className="account__meter">
      <MeterBar meter={data.myDownloadMeter} />
    </div>
  ) : null;
}
