// The phone menu's category tree: loaded apart from the rest of the navigation (see
// useNavigationCategories), so while it loads, or if it failed, the menu's other parts still work.
import { messages } from '../../messages';
import { CategoryMenu } from './CategoryMenu';
import { useNavigationCategories } from './useNavigationCategories';

export function MobileCategoryMenu({ current, onNavigate }: { current: string | null; onNavigate: () => void }) {
  const categories = useNavigationCategories();
  if (categories.status === 'ready') return <CategoryMenu items={categories.items} current={current} onNavigate={onNavigate} />;
  return (
    <p className="mobile-menu__categories-status" role="status" data-testid="mobile-categories-status">
      {categories.status === 'loading' ? messages.shell.categoriesLoading : messages.shell.categoriesFailed}
    </p>
  );
}
