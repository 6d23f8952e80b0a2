import { MenuEditorScreen } from '@features/admin/menu-editor';

/** /admin/auth/menu. */
export function MenuRoute() {
  return <MenuEditorScreen />;
}
