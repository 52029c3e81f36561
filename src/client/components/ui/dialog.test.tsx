import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogHeader } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/** A dialog opened by state, as the screens do, with no Radix Trigger; from inside it, a button replaces it. */
function Screen() {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('edit')}>Edit</Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen('edit')}>Edit from menu</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('delete')}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open === 'edit'} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent>
          <DialogHeader title="Edit" />
          <input aria-label="Name" />
          {/* Drawn only while open, as a screen drawing from its state does: the button leaves before the dialog. */}
          {open === 'edit' && <Button onClick={() => setOpen('delete')}>Delete instead</Button>}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Delete"
        description="Sure?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={false}
        onConfirm={() => setOpen(null)}
      />
    </>
  );
}

// The dialog's code loads on its first opening (dialog.tsx): on a loaded machine that can take more than a second.
const LOADING = { timeout: 5_000 };
const dialog = () => screen.findByRole('dialog', { name: 'Edit' }, LOADING);

describe('DialogContent', () => {
  it('gives focus back to the button that opened it, by keyboard and by pointer', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Edit' });

    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await dialog()).toContainElement(document.activeElement as HTMLElement), LOADING);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the menu button when a menu item opened it', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    // Asked for each time: the menu's button is drawn again by Radix when the menu first opens (dropdown-menu.tsx).
    const trigger = () => screen.getByRole('button', { name: 'Actions' });

    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Edit from menu' }, LOADING));
    await waitFor(async () => expect(await dialog()).toContainElement(document.activeElement as HTMLElement), LOADING);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());

    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('gives focus back to the first opener when a dialog replaced the one it opened', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Edit' });

    await user.click(opener);
    await user.click(within(await dialog()).getByRole('button', { name: 'Delete instead' }));
    await screen.findByRole('alertdialog', { name: 'Delete' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('DropdownMenu', () => {
  it('opens by keyboard with the first item focused, before and after its code has loaded', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    // Hidden from the accessibility tree while the (modal) menu is open.
    const trigger = () => screen.getByRole('button', { name: 'Actions', hidden: true });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    for (const key of ['{Enter}', '{ArrowDown}']) {
      trigger().focus();
      await user.keyboard(key);
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit from menu' })).toHaveFocus(), LOADING);
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(trigger()).toHaveFocus());
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });
});
