import { ReviewQueue } from '../../components/admin-review/ReviewQueue';

export default function AdminAssetsApprovalsPage() {
  return (
    <ReviewQueue
      kind="ASSET"
      title="Asset approvals"
      lead="Video assets waiting for review: check each one, then approve or send it back."
    />
  );
}
