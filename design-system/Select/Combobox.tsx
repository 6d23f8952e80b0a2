import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { fieldBox } from '../fields/fieldStyles';
import { useDismiss } from '../focus';
import {
  filterOptions,
  labelOf,
  moveActive,
  typeaheadIndex,
  type ActiveMove,
  type SelectOption,
  type SelectValue,
} from './model';

/** Props shared by Select and MultiSelect. */
export interface SelectCommonProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'name'
  | 'required'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'aria-required'
> {
  /** The choices; with `loadOptions`, the ones known before any search (e.g. the selected ones). */
  options?: SelectOption[];
  /** Loads the choices matching the typed text (debounced); makes the Select searchable. */
  loadOptions?: (query: string) => Promise<SelectOption[]>;
  /** Milliseconds to wait after the last keystroke before calling `loadOptions`. */
  debounceMs?: number;
  /** Lets the user type to filter the options. */
  searchable?: boolean;
  /** Shows a button that clears the selection. */
  clearable?: boolean;
  /** Not available now. */
  disabled?: boolean;
  /** Marks the selection as wrong (aria-invalid and a red frame). */
  invalid?: boolean;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Shown when no option matches. */
  noOptionsText?: string;
  /** Shown while `loadOptions` runs. */
  loadingText?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
}

interface ComboboxProps extends SelectCommonProps {
  componentName: 'Select' | 'MultiSelect';
  multiple: boolean;
  selected: SelectValue[];
  /** Single: replace the value; multiple: toggle it. */
  onPick: (option: SelectOption) => void;
  onRemove: (value: SelectValue) => void;
  onClear: () => void;
}

const Root = styled.div`
  position: relative;
  width: 100%;
`;

const Control = styled.div`
  ${fieldBox}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-1);
  min-height: var(--tck-control-height-md);
  padding: 2px var(--tck-space-1) 2px var(--tck-space-3);
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }
  &:hover:not(:has(input:disabled)) {
    border-color: var(--tck-color-text-muted);
  }
  &:has(input[aria-invalid='true']) {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
  &:has(input:disabled) {
    background: var(--tck-color-secondary);
    cursor: not-allowed;
    color: var(--tck-color-text-muted);
  }
`;

const SearchInput = styled.input`
  flex: 1 1 4rem;
  min-width: 4rem;
  min-height: calc(var(--tck-control-height-md) - 6px);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: inherit;

  &:focus-visible {
    /* The control draws the focus ring around the chips and the input. */
    outline: none;
  }
  &[readonly] {
    caret-color: transparent;
  }
  &::placeholder {
    color: var(--tck-color-text-muted);
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-1);
  max-width: 100%;
  padding: 0 0 0 var(--tck-space-2);
  border-radius: var(--tck-radius-sm);
  background: var(--tck-color-secondary);
  color: var(--tck-color-secondary-text);
  font-size: var(--tck-font-size-xs);
  line-height: 1.75;
`;

const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: var(--tck-radius-sm);
  background: transparent;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--tck-color-secondary-hover);
    color: var(--tck-color-text);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Indicator = styled.span`
  display: inline-flex;
  padding: 0 var(--tck-space-2);
  color: var(--tck-color-text-muted);
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + var(--tck-space-1));
  left: 0;
  right: 0;
  z-index: var(--tck-z-index-dropdown);
  max-height: 18rem;
  overflow-y: auto;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  box-shadow: var(--tck-shadow-md);

  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: var(--tck-space-1) 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-2) var(--tck-space-3);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &[data-active='true'] {
    background: var(--tck-color-secondary);
  }
  &[aria-selected='true'] {
    font-weight: var(--tck-font-weight-semibold);
  }
  &[aria-disabled='true'] {
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
  }
`;

const Check = styled.span`
  display: inline-flex;
  width: 1em;
  color: var(--tck-color-primary);
`;

const Message = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-2) var(--tck-space-3);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);

  &:empty {
    display: none;
  }
`;

/** The ARIA combobox + listbox behind Select and MultiSelect. */
export function Combobox({
  componentName,
  multiple,
  selected,
  onPick,
  onRemove,
  onClear,
  options = [],
  loadOptions,
  debounceMs = 300,
  searchable: searchableProp = false,
  clearable = false,
  disabled = false,
  invalid,
  placeholder = 'Select…',
  noOptionsText = 'No options',
  loadingText = 'Loading…',
  clearLabel = 'Clear selection',
  id,
  name,
  ...aria
}: ComboboxProps) {
  const searchable = searchableProp || loadOptions !== undefined;
  const listboxId = `${useId()}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Timers and the latest request number live outside render: handlers own them.
  const pending = useRef({ load: 0, request: 0, typeahead: 0, typed: '' });

  const [open, setOpen] = useState(false);
  /** The typed search text; null while the user is not searching. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState<SelectOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  /** Options the user picked, so their labels stay known after an async search moves on. */
  const [picked, setPicked] = useState<SelectOption[]>([]);

  const visible = loadOptions ? (loaded ?? options) : filterOptions(options, query ?? '');
  const labelFor = (value: SelectValue) => labelOf(value, options, loaded ?? [], picked);

  useEffect(() => {
    const timers = pending.current;
    return () => {
      window.clearTimeout(timers.load);
      window.clearTimeout(timers.typeahead);
    };
  }, []);

  // An option the pointer made active is where the pointer is: scrolling to it would only move
  // what is around the list (a dialog's body) under the pointer.
  const activeByPointer = useRef(false);
  useEffect(() => {
    if (open && active >= 0 && !activeByPointer.current) {
      listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
    }
    activeByPointer.current = false;
  }, [open, active]);

  const scheduleLoad = (text: string) => {
    if (!loadOptions) return;
    const timers = pending.current;
    window.clearTimeout(timers.load);
    setLoading(true);
    timers.load = window.setTimeout(() => {
      const request = ++timers.request;
      const settle = (results: SelectOption[]) => {
        // A slower, older request must not overwrite the answer to the latest text.
        if (request !== timers.request) return;
        setLoaded(results);
        setLoading(false);
        setActive(moveActive(results, -1, 'first'));
      };
      loadOptions(text).then(settle, () => settle([]));
    }, debounceMs);
  };

  const openList = (move: ActiveMove = 'first') => {
    if (open || disabled) return;
    setOpen(true);
    const selectedIndex = visible.findIndex((option) => selected.includes(option.value));
    setActive(
      selectedIndex >= 0 && !visible[selectedIndex]?.disabled
        ? selectedIndex
        : moveActive(visible, -1, move),
    );
    scheduleLoad(query ?? '');
  };

  const closeList = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
    window.clearTimeout(pending.current.load);
    setLoading(false);
  };

  // Escape closes the open list, and only the list: a dialog around it stays open.
  useDismiss(open, closeList);

  const pick = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    setPicked((known) => [...known.filter((item) => item.value !== option.value), option]);
    onPick(option);
    if (!multiple) closeList();
  };

  const changeQuery = (text: string) => {
    setQuery(text);
    setOpen(true);
    if (loadOptions) {
      scheduleLoad(text);
    } else {
      setActive(moveActive(filterOptions(options, text), -1, 'first'));
    }
  };

  const typeahead = (letter: string) => {
    const timers = pending.current;
    window.clearTimeout(timers.typeahead);
    timers.typed += letter;
    // Letters typed within half a second form one prefix, as in a native select.
    timers.typeahead = window.setTimeout(() => {
      timers.typed = '';
    }, 500);
    const index = typeaheadIndex(visible, timers.typed, active);
    if (index >= 0) {
      setOpen(true);
      setActive(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: ActiveMove) => {
      event.preventDefault();
      if (open) setActive(moveActive(visible, active, to));
      else openList(to === 'previous' ? 'last' : 'first');
    };
    switch (event.key) {
      case 'ArrowDown':
        move('next');
        return;
      case 'ArrowUp':
        move('previous');
        return;
      case 'Home':
      case 'End':
        if (open) move(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Enter':
        if (open) {
          event.preventDefault();
          pick(visible[active]);
        } else if (!searchable) {
          event.preventDefault();
          openList();
        }
        return;
      case ' ':
        if (!searchable) {
          event.preventDefault();
          if (open) pick(visible[active]);
          else openList();
        }
        return;
      case 'Tab':
        if (open) closeList();
        return;
      case 'Backspace': {
        const last = selected.at(-1);
        if (multiple && !query && last !== undefined) onRemove(last);
        return;
      }
      default:
        if (!searchable && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          typeahead(event.key);
        }
    }
  };

  const single = selected[0];
  const singleLabel = !multiple && single !== undefined ? labelFor(single) : '';
  const inputValue = query ?? singleLabel;
  const hasValue = selected.length > 0;
  const message = loading ? loadingText : visible.length === 0 ? noOptionsText : '';

  return (
    <Root
      data-component={componentName}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) closeList();
      }}
    >
      <Control
        onMouseDown={(event) => {
          // A click on the frame (not a chip's button) works like a click on the input.
          if (disabled || event.target instanceof HTMLButtonElement) return;
          if (event.target !== inputRef.current) event.preventDefault();
          inputRef.current?.focus();
          if (open) closeList();
          else openList();
        }}
      >
        {multiple &&
          selected.map((value) => (
            <Chip key={value} data-value={value}>
              {labelFor(value)}
              <SmallButton
                type="button"
                aria-label={`Remove ${labelFor(value)}`}
                disabled={disabled}
                onClick={() => {
                  onRemove(value);
                  inputRef.current?.focus();
                }}
              >
                <Icon name="times" />
              </SmallButton>
            </Chip>
          ))}
        <SearchInput
          ref={inputRef}
          id={id}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete={searchable ? 'list' : 'none'}
          aria-activedescendant={open && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          readOnly={!searchable}
          disabled={disabled}
          placeholder={multiple && hasValue ? undefined : placeholder}
          value={inputValue}
          onChange={(event) => changeQuery(event.target.value)}
          onFocus={(event) => {
            if (searchable && !multiple) event.target.select();
          }}
          onKeyDown={onKeyDown}
          {...aria}
        />
        {clearable && hasValue && !disabled && (
          <SmallButton
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => {
              onClear();
              inputRef.current?.focus();
            }}
          >
            <Icon name="times" />
          </SmallButton>
        )}
        <Indicator>
          <Icon name={open ? 'angle-up' : 'angle-down'} />
        </Indicator>
      </Control>
      <Popup hidden={!open}>
        <List
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-multiselectable={multiple || undefined}
          aria-labelledby={aria['aria-labelledby']}
          aria-label={aria['aria-labelledby'] ? undefined : (aria['aria-label'] ?? 'Options')}
          hidden={loading || visible.length === 0}
        >
          {visible.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              <Item
                key={option.value}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active}
                // Keep the focus in the input while the pointer picks an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (option.disabled || index === active) return;
                  activeByPointer.current = true;
                  setActive(index);
                }}
                onClick={() => pick(option)}
              >
                {multiple && <Check>{isSelected && <Icon name="check" />}</Check>}
                {option.label}
              </Item>
            );
          })}
        </List>
        <Message role="status">
          {loading && <Spinner />}
          {message}
        </Message>
      </Popup>
      {name !== undefined &&
        selected.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
    </Root>
  );
}
