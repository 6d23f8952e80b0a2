import { MenuEditorScreen } from '@features/menu-editor';

/** /admin/auth/menu. */
export function MenuRoute() {
  return <MenuEditorScreen />;
}
