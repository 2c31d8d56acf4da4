import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAudioUploadPage() {
  return (
    <ComingSoon
      screen="Upload audio"
      description="Upload music, loops and sound effects."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
