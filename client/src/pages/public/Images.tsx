import { ComingSoon } from '../../components/ComingSoon';

export default function ImagesPage() {
  return <ComingSoon screen="Images" description="Still images and backgrounds for your videos." />;
}
