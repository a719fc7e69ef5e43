import { Outlet } from 'react-router-dom';
import { AdminFirebaseProvider } from '@/data/admin-providers';

/** Everything under /admin, the login page included, inside reactfire's providers. */
export function AdminRoot() {
  return (
    <AdminFirebaseProvider>
      <Outlet />
    </AdminFirebaseProvider>
  );
}
