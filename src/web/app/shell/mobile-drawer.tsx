import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { Brand } from './brand';
import type { NavItem } from './nav-items';
import { NavList, SignInNote } from './nav-list';

/** The navigation below 768 px: an 18rem drawer that slides in from the left. Loaded only on small screens. */
export default function MobileDrawer({
  open,
  onOpenChange,
  items,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  signedIn: boolean;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[18rem] p-4" data-testid="mobile-sidebar">
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Pages of Larder</SheetDescription>
        <div className="mb-6 pr-10">
          <Brand onNavigate={close} />
        </div>
        <nav aria-label="Main" className="flex-1">
          <NavList items={items} compact={false} onNavigate={close} />
        </nav>
        {!signedIn && <SignInNote />}
      </SheetContent>
    </Sheet>
  );
}
