import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, also the value passed to `onChange`. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab's id (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  /** Called with the id of the tab the user selects. */
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Stretches the tabs over the full width, as on mobile screens. */
  fullWidth?: boolean;
}

// Full-width tabs (a phone) take more lines at large text instead of scrolling sideways.
const TabList = styled.div`
  display: flex;
  gap: var(--tck-space-1);
  border-bottom: 1px solid var(--tck-color-border);
  overflow-x: auto;

  [data-full-width='true'] > & {
    flex-wrap: wrap;
  }
`;

const Tab = styled.button`
  flex: none;
  min-height: var(--tck-control-height-md);
  padding: 0 var(--tck-space-4);
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--tck-color-text-muted);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
  cursor: pointer;

  &:hover:not(:disabled) {
    color: var(--tck-color-text);
  }
  &[aria-selected='true'] {
    border-bottom-color: var(--tck-color-primary);
    color: var(--tck-color-primary);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  [data-full-width='true'] > div > & {
    flex: 1;
  }
`;

const Panel = styled.div`
  padding: var(--tck-space-4) 0;
`;

/**
 * Tabs with automatic activation: arrows (wrapping), Home and End move the selection and focus;
 * only the selected tab is in the tab order. Controlled (`value`) or uncontrolled.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  label,
  fullWidth = false,
}: TabsProps) {
  const [internal, setInternal] = useState(
    defaultValue ?? items.find((item) => !item.disabled)?.id,
  );
  const selected = value ?? internal;
  const prefix = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = items.filter((item) => !item.disabled);
    const current = enabled.findIndex((item) => item.id === selected);
    const at = (index: number) => enabled[(index + enabled.length) % enabled.length];
    const target =
      event.key === 'ArrowRight'
        ? at(current + 1)
        : event.key === 'ArrowLeft'
          ? at(current - 1)
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id);
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(target.id)}"]`)
      ?.focus();
  };

  return (
    <div data-component="Tabs" data-full-width={fullWidth}>
      <TabList ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.id}
            id={`${prefix}-tab-${item.id}`}
            type="button"
            role="tab"
            data-tab-id={item.id}
            aria-selected={item.id === selected}
            aria-controls={`${prefix}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <Panel
          key={item.id}
          id={`${prefix}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${prefix}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.id === selected ? item.content : null}
        </Panel>
      ))}
    </div>
  );
}
