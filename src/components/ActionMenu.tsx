// A "more actions" button and its menu (the WAI-ARIA menu button pattern): plain elements with
// class names, drawn by one stylesheet (actionMenuStyles.ts) that is part of the theme's, built
// into index.html. The button too: MUI's IconButton re-rendered its styled parts when the
// menu opened (its aria-expanded changes), inside the press's task.
//
// Not MUI's Menu: opening one mounted some forty styled components (a modal with its focus trap,
// backdrop and scroll lock, a popover, a transition, the list and its items), serialised and
// inserted their styles, and forced the page's layout four times to place it and lock the scroll.
// At 11× CPU (the low-tier class on this machine) a first open took 750–800 ms before it was
// painted, a second one ~490 ms, and closing it ~280 ms.
//
// The keys are the pattern's: the first item is focused on opening, the arrows move (and wrap),
// Home and End go to the ends, a letter goes to the next item that starts with it, Enter or Space
// chooses, Escape and Tab close and give focus back to the button. Disabled items are skipped. A
// press outside closes it.
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EDGE } from './actionMenuStyles';
import { PathIcon } from './PathIcon';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link to this address in the app; otherwise `onSelect` is the action. */
  to?: string;
  onSelect?: () => void;
  disabled?: boolean;
  /** A destructive action: set apart by a divider, in the error colour. */
  danger?: boolean;
}

interface Props {
  /** The button's accessible name, such as "More actions for Helper". */
  label: string;
  items: readonly ActionMenuItem[];
}

/** The gap between the button and the menu. */
const GAP = 4;
/** Material's "more vert" icon: three dots in a column. */
const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export function ActionMenu({ label, items }: Props) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Placed under the button, its right edge on the button's, before it is painted; above the
  // button when there is no room below; always inside the screen. Placed again, a frame later, when
  // the page scrolls or the screen changes size.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu || !button) return;
    place(menu, button);
    enabledItems(menu)[0]?.focus({ preventScroll: true });
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        place(menu, button);
      });
    };
    window.addEventListener('scroll', again, true);
    window.addEventListener('resize', again);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', again, true);
      window.removeEventListener('resize', again);
    };
  }, [open]);

  // A press outside closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
    };
  }, [open]);

  const choose = (item: ActionMenuItem) => {
    // Focus goes back to the button first, so that a dialog the action opens gives it back there.
    close(true);
    item.onSelect?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = menuRef.current;
    if (!menu) return;
    const enabled = enabledItems(menu);
    const at = enabled.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => {
      enabled[(index + enabled.length) % enabled.length]?.focus({ preventScroll: true });
    };
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
      case 'Tab':
        close(true);
        break;
      case ' ':
      case 'Enter':
        if (at < 0) return;
        enabled[at].click();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const next = [...enabled.slice(at + 1), ...enabled.slice(0, at + 1)].find((element) =>
          element.textContent.trim().toLocaleLowerCase().startsWith(letter),
        );
        next?.focus({ preventScroll: true });
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id={buttonId}
        className="bd-icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        <PathIcon d={MORE_VERT} />
      </button>
      {/* In place rather than portalled to <body>, so the open menu stays inside <main>: content
          outside every landmark is lost to landmark navigation (axe region). */}
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="bd-menu"
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            const className = item.danger ? 'bd-menu-item bd-menu-danger' : 'bd-menu-item';
            const content = (
              <>
                <span className="bd-menu-icon" aria-hidden>
                  {item.icon}
                </span>
                {item.label}
              </>
            );
            return (
              <Fragment key={item.key}>
                {item.danger && <div role="separator" className="bd-menu-divider" />}
                {item.to !== undefined && !item.disabled ? (
                  <RouterLink
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    className={className}
                    onClick={() => {
                      choose(item);
                    }}
                  >
                    {content}
                  </RouterLink>
                ) : (
                  <div
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled={item.disabled ? 'true' : undefined}
                    className={className}
                    onClick={() => {
                      if (!item.disabled) choose(item);
                    }}
                  >
                    {content}
                  </div>
                )}
              </Fragment>
            );
          })}
        </div>
      )}
    </>
  );
}

function place(menu: HTMLElement, button: HTMLElement): void {
  const anchor = button.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - height;
  const top =
    below + height <= window.innerHeight - EDGE || above < EDGE
      ? Math.max(EDGE, Math.min(below, window.innerHeight - EDGE - height))
      : above;
  const left = Math.max(EDGE, Math.min(anchor.right - width, window.innerWidth - EDGE - width));
  menu.style.top = `${top}px`;
  menu.style.left = `${left}px`;
}

function enabledItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}
