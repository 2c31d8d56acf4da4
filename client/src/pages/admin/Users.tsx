import { UsersTable } from '../../components/admin-users/UsersTable';

export default function AdminUsersPage() {
  return <UsersTable />;
}
