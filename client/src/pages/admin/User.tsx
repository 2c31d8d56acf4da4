import { useParams } from 'react-router';
import { UserDetail } from '../../components/admin-users/UserDetail';

export default function AdminUserPage() {
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}
